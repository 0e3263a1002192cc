import { expect, test, type Page } from '@playwright/test';
import { becomeVerifiedMember, signInAsAdmin } from './support/accounts.js';
import { expectTranslated } from './support/untranslated.js';

/**
 * The site in Spanish and German on a phone (docs/decisions/languages.md): the main pages, signed
 * out and signed in, show no text left in English but the community's own (recipes, names,
 * cuisines), and stay accessible in both; the admin area too, for admins who browse in their
 * language. Runs at 390 px only (playwright.config.ts).
 */

async function openDrawer(page: Page): Promise<void> {
  await page.locator('.site-header__menu-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

test('a visitor meets every main page in Spanish and German', async ({ page }) => {
  test.setTimeout(600_000);
  const { items } = (await (await page.request.get('/api/recipes?limit=1&sortBy=newest')).json()) as { items: { id: number }[] };
  await expectTranslated(page, [
    { path: '/', reveal: openDrawer },
    { path: '/browse' },
    { path: '/advanced-search' },
    { path: '/cuisines' },
    { path: '/pantry' },
    { path: '/contact' },
    { path: '/privacy-policy' },
    { path: '/terms-of-service' },
    { path: '/auth' },
    { path: `/recipe/${items[0].id}` },
  ]);
});

test('a member meets their pages in Spanish and German', async ({ page }) => {
  test.setTimeout(600_000);
  await becomeVerifiedMember(page);
  await expectTranslated(page, [
    { path: '/', reveal: openDrawer },
    { path: '/favorites' },
    { path: '/shopping-list' },
    { path: '/my-recipes' },
    { path: '/profile' },
    { path: '/notifications' },
    { path: '/create' },
  ]);
});

test('an admin meets every tab of the admin area in Spanish and German', async ({ page }) => {
  test.setTimeout(600_000);
  await signInAsAdmin(page);
  await expectTranslated(
    page,
    ['users', 'cuisines', 'recipes', 'import', 'messages', 'reports'].map((tab) => ({ path: `/admin?tab=${tab}` })),
  );
});
