import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';

/**
 * Finds text a page shows in Spanish or German exactly as in English, and that is not the
 * community's content (recipes, names, cuisines: they stay in their writer's language). The
 * page is read as a visitor meets it: visible text, screen-reader-only text, and the names,
 * placeholders and titles of its controls.
 */

const FRONTEND_SOURCE = join(import.meta.dirname, '..', '..', 'frontend', 'src');

/**
 * Texts a catalog keeps as they are in a language ('Tofu', 'Cookies'; '{bytes} bytes' in Spanish,
 * its placeholders standing for any value): found in the PO files.
 */
function keptInCatalogs(language: string): RegExp[] {
  const kept: RegExp[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name === `${language}.po`) {
        for (const [, id, text] of readFileSync(path, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
          if (id !== text) continue;
          const parts = id.replace(/\\"/g, '"').split(/\{\w+\}/);
          kept.push(new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`));
        }
      }
    }
  };
  visit(FRONTEND_SOURCE);
  return kept;
}

/** Every string in an API answer (the community's content, in whatever language it was written). */
function stringsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.replace(/\s+/g, ' ').trim());
  else if (Array.isArray(value)) value.forEach((each) => stringsIn(each, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((each) => stringsIn(each, into));
}

/** Collects the content of every API answer the page reads, including those embedded in its HTML. */
export function collectContent(page: Page): Set<string> {
  const content = new Set<string>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    try {
      if (type.includes('application/json')) stringsIn(await response.json(), content);
      else if (type.includes('text/html') && response.request().resourceType() === 'document') {
        const embedded = /<script type="application\/json" id="api-answers">(.*?)<\/script>/s.exec(await response.text());
        if (embedded) stringsIn(JSON.parse(embedded[1]), content);
      }
    } catch {
      // A body already gone (a redirect, a page left): nothing to read.
    }
  });
  return content;
}

/** The texts the page shows now, as a sighted visitor and a screen reader meet them. */
async function textsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const ignored = 'script, style, noscript, svg, .anticon, [hidden]';
    // Text marked as another language than the page's is English on purpose (a header to type as written).
    const page = document.documentElement.lang;
    const ownLanguage = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === page;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!element || !text || element.closest(ignored) || !ownLanguage(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      texts.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest(ignored) || !ownLanguage(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const text = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (text) texts.add(text);
      }
    }
    return [...texts];
  });
}

/** Opens a page and waits until it has drawn what it shows (its data in, no skeleton left). */
async function open(page: Page, path: string, language: string): Promise<void> {
  const address = `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible();
}

/**
 * Neither words to translate nor content: anything without a letter (figures, fractions, an emoji
 * standing in for a missing photo), a capital alone (an avatar's initial), durations ('1 h 5 min'
 * in all three languages), addresses, the product's name and each language's own.
 */
const NOT_WORDS = /^(\P{L}*|\p{Lu}|(\d+ (h|min) ?)+|.*@.*\..*|Plantry|English|Español|Deutsch)$/u;

/**
 * Whether a text is the community's: something written, whole or cut short with '…' (a title, a
 * review), or made only of whole written things (a name from its first and last, tags joined
 * with commas). A short label that merely occurs inside a recipe's description is not.
 */
function isContent(text: string, content: Set<string>): boolean {
  if (content.has(text) || text.split(/,\s*|\s+/).every((part) => content.has(part))) return true;
  if (!text.endsWith('…')) return false;
  const shown = text.slice(0, -1).trimEnd();
  return [...content].some((written) => written.startsWith(shown));
}

export interface PageCheck {
  path: string;
  /** Opens whatever the page holds behind a button (the drawer, a menu), once drawn. */
  reveal?: (page: Page, language: string) => Promise<void>;
}

/**
 * Opens each page in English, then in Spanish and German, and fails with every text shown in
 * either translation exactly as in English that is neither content nor kept by a catalog;
 * axe-core checks each translated page too (longer German words must still fit and contrast).
 */
export async function expectTranslated(page: Page, pages: PageCheck[]): Promise<void> {
  const content = collectContent(page);
  const kept = { es: keptInCatalogs('es'), de: keptInCatalogs('de') };
  const untranslated: string[] = [];
  for (const { path, reveal } of pages) {
    await open(page, path, 'en');
    await reveal?.(page, 'en');
    const english = new Set(await textsOn(page));
    for (const language of ['es', 'de'] as const) {
      await open(page, path, language);
      await reveal?.(page, language);
      for (const text of await textsOn(page)) {
        const word = text.replace(/^\d+\.\s+/, '');
        if (!english.has(text) || NOT_WORDS.test(text) || kept[language].some((pattern) => pattern.test(word))) continue;
        if (isContent(text, content)) continue;
        untranslated.push(`${path} (${language}): ${JSON.stringify(text)}`);
      }
      await expectAccessible(page, `${path} in ${language}`);
    }
  }
  expect(untranslated, 'texts shown in English on a translated page').toEqual([]);
}
