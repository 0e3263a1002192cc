import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/**
 * The site in Spanish and German (docs/decisions/languages.md). Each main page is opened in English
 * and then in the other language; a text the page shows in both (visible text, and the names and
 * hints screen readers read) is untranslated unless it is content (a string of an API answer the
 * page used: recipe titles, names, cuisines), a number, or a text its catalog keeps the same in that
 * language (its translation is the English word).
 */

const FRONTEND = fileURLToPath(new URL('../frontend/src', import.meta.url));

/** The texts each language's catalogs translate as themselves ('Total', 'Tofu', 'Plantry'). */
function keptAsIs(language: string): Set<string> {
  const kept = new Set<string>();
  const catalogs = readdirSync(FRONTEND, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith(`locales/${language}.po`) || file.endsWith(`app/${language}.po`),
  );
  for (const file of catalogs) {
    const entries = readFileSync(join(FRONTEND, file), 'utf8').split('\n\n');
    for (const entry of entries) {
      const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
      const translation = /^msgstr "(.*)"$/m.exec(entry)?.[1];
      if (id && id === translation) kept.add(JSON.parse(`"${id}"`));
    }
  }
  return kept;
}

/** Written the same in every language: the brand, the languages' own names, symbols. */
const EVERYWHERE = new Set(['Plantry', 'English', 'Español', 'Deutsch', 'Plantry logo']);

/** Every string in the API answers the page used: fetched, or written into the page by the server. */
function collectContent(page: Page): { strings: Set<string>; read: () => Promise<unknown> } {
  const strings = new Set<string>();
  const pending: Promise<void>[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value.trim());
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  const embedded = (html: string) => /<script type="application\/json" id="api-answers">(.*?)<\/script>/s.exec(html)?.[1];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'document' && type.includes('html')) {
      pending.push(
        response.text().then(
          (html) => add(JSON.parse(embedded(html) ?? '[]')),
          () => undefined,
        ),
      );
    } else if (response.url().includes('/api/') && type.includes('json')) {
      pending.push(response.json().then(add, () => undefined));
    }
  });
  return { strings, read: () => Promise.all(pending) };
}

/** The visible texts of the page and the names, hints and alternatives of its visible elements. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = new Set<string>();
    const visible = (element: Element | null) => !!element && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text && visible(node.parentElement)) texts.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    texts.add(document.title);
    return [...texts];
  });

const isContent = (text: string, content: Set<string>) => [...content].some((value) => value && value.includes(text));
const isSymbolsOrNumbers = (text: string) => !/\p{L}{2,}/u.test(text);

async function openIn(page: Page, context: BrowserContext, path: string, language: string) {
  await context.addCookies([
    { name: 'plantry_lang', value: language, url: page.url().startsWith('http') ? page.url() : 'http://localhost:3100' },
  ]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and carousels fill after the page draws (a page that keeps asking, the bell, is not waited for).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** What the page shows in English and not in `language`, and what axe-core finds in it there. */
async function untranslated(page: Page, context: BrowserContext, path: string, language: string): Promise<string[]> {
  const content = collectContent(page);
  await openIn(page, context, path, 'en');
  await content.read();
  const english = new Set(await shownTexts(page));
  await openIn(page, context, path, language);
  await content.read();
  // Translations change names and lengths: the page is measured in the language too.
  const access = await expectAccessible(page, `${path} in ${language}`).then(
    () => [],
    (error: Error) => [error.message.split('\n').slice(0, 6).join(' ')],
  );
  const kept = keptAsIs(language);
  const left = (await shownTexts(page)).filter(
    (text) =>
      english.has(text) && !EVERYWHERE.has(text) && !kept.has(text) && !isSymbolsOrNumbers(text) && !isContent(text, content.strings),
  );
  return [...left, ...access];
}

const VISITOR_PAGES = ['/', '/browse', '/cuisines', '/advanced-search', '/pantry', '/auth', '/contact', '/privacy-policy'];
const MEMBER_PAGES = ['/favorites', '/my-recipes', '/create', '/shopping-list', '/profile', '/notifications'];

for (const language of ['es', 'de'] as const) {
  test(`the main pages in ${language === 'es' ? 'Spanish' : 'German'}, nothing left in English`, async ({ page, context }, testInfo) => {
    test.setTimeout(600_000);
    const recipeLink = async () => {
      await page.goto('/browse');
      return (await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href'))!;
    };
    const pages = [...VISITOR_PAGES, await recipeLink()];
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      const left = await untranslated(page, context, path, language);
      if (left.length) found[path] = left;
    }
    await page.goto('/');
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-languages-${language}-home.png`, fullPage: true });
    await becomeVerifiedMember(page);
    for (const path of MEMBER_PAGES) {
      const left = await untranslated(page, context, path, language);
      if (left.length) found[path] = left;
    }
    await page.screenshot({
      path: `test-results/screenshots/${testInfo.project.name}-languages-${language}-notifications.png`,
      fullPage: true,
    });
    expect(found).toEqual({});
  });
}

test('the language follows the browser, is switched in the header and remembered', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    viewport: testInfo.project.use.viewport ?? undefined,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Plantry — Entdecke großartige vegane Rezepte');
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const switcher = page.getByRole('combobox', { name: 'Sprache' });
  await expect(switcher).toHaveValue('de');
  await expectAccessible(page, 'the language switcher in German');
  await switcher.selectOption('es');
  // The page comes back in Spanish, its head too, with focus on the switcher (on a phone the drawer is closed again).
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Plantry — Descubre recetas veganas increíbles');
  if (!phone) await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeFocused();
  // Remembered: a new visit in this browser is Spanish, whatever the browser's language.
  await page.goto('/cuisines');
  await expect(page).toHaveTitle('Cocinas | Plantry');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/cuisines\?lang=de$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Cuisines/);
  await context.close();
});
