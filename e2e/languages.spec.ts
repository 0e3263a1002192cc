import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.js';

/**
 * The site in Spanish and German (docs/decisions/languages.md): the language follows the browser,
 * is switched in the header (in the drawer on phones), and is remembered.
 */

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
