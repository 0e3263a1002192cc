import { expect, test, type Locator, type Page } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/**
 * Installable and offline (docs/decisions/frontend.md, 'Offline and installable'): the manifest and
 * its icons, then a member's favourite and the recipe they opened, with its picture and cook mode,
 * read again with the network gone.
 */

/** Whether an image has loaded (a picture that could not be fetched has no natural width). */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** Where the page's service worker is: it installs (precaching the app) after a load, then takes the page. */
const workerState = (page: Page) =>
  page.evaluate(async () => {
    if (navigator.serviceWorker.controller) return 'controlling';
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.installing || registration?.waiting) return 'installing';
    return registration?.active ? 'active' : 'none';
  });

/**
 * Waits until the service worker controls the page. An install that failed (one of the app's files
 * not fetched on a busy machine) is tried again by the browser on the next load, as it would be for
 * a member, so the page is loaded again while there is no worker, or one that has not taken it.
 */
async function controlledByWorker(page: Page) {
  await expect
    .poll(
      async () => {
        const state = await workerState(page);
        if (state === 'none' || state === 'active') await page.reload();
        return state;
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBe('controlling');
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });

test('the web app manifest names the app and its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Plantry',
    short_name: 'Plantry',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#15803d',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test("a member's favourite and the recipe they opened read offline, cook mode too", async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  const shots = (name: string) => `test-results/screenshots/${testInfo.project.name}-offline-${name}.png`;
  await becomeVerifiedMember(page);
  await controlledByWorker(page);

  // Online: save a recipe, open it and its cook mode, and see it among the favourites.
  await page.goto('/browse?cuisine=Italian');
  // A recipe with a picture (other specs add Italian recipes without one, which may come first).
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator('img') })
    .first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Save ${title} to favorites` }).click();
  await expect(card.getByRole('button', { name: `Save ${title} to favorites` })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const recipePath = new URL(page.url()).pathname;
  await expect(page.getByRole('main').getByRole('button', { name: 'Saved to favorites' })).toBeVisible();
  await expect(page.getByRole('img', { name: title, exact: true })).toBeVisible();
  await expect.poll(() => loaded(page.getByRole('img', { name: title, exact: true }))).toBe(true);
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByRole('dialog', { name: /^Cook mode:/ }).getByText(/^Step 1 of \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/favorites');
  const saved = page.getByRole('main').getByRole('article');
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => loaded(saved.getByRole('img', { name: title, exact: true }))).toBe(true);
  await expect(banner(page)).toHaveCount(0);

  // Offline: the favourites page, opened afresh, comes from what the worker kept.
  await context.setOffline(true);
  await page.goto('/favorites');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => loaded(saved.getByRole('img', { name: title, exact: true }))).toBe(true);
  await expectAccessible(page, '/favorites offline');
  await page.screenshot({ path: shots('favorites'), fullPage: true });

  // The recipe, opened from the card and then afresh by its address, with its picture.
  await saved.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto(recipePath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => loaded(page.getByRole('img', { name: title, exact: true }))).toBe(true);
  // Measured from the top: Chromium brings the reloaded page back to where it was scrolled, with
  // the top buttons under the sticky header, which axe counts as targets too small to touch.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, 'a recipe offline');
  await page.screenshot({ path: shots('recipe') });

  // A heart needs the network, and says so rather than spinning.
  await page.getByRole('main').getByRole('button', { name: 'Saved to favorites' }).click();
  await expect(page.getByText(/Failed to update favorites\. You are offline: this needs the network\./)).toBeVisible();

  // Cook mode works from the kept recipe.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const cook = page.getByRole('dialog', { name: /^Cook mode:/ });
  await expect(cook.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await expectAccessible(page, 'cook mode offline');
  await page.screenshot({ path: shots('cook-mode') });
  await page.keyboard.press('Escape');

  // Back online, the banner goes.
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
});
