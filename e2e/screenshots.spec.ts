import { expect, test } from '@playwright/test';

/** Full-page screenshots of the finished-looking shell, kept in test-results/screenshots/ to look at. */
const pages = [
  ['home', '/', 'Discover Amazing Vegan Recipes'],
  ['not-found', '/no-such-page', 'Page Not Found'],
  ['privacy', '/privacy-policy', 'Plantry Privacy Policy'],
] as const;

for (const [name, path, heading] of pages) {
  test(`screenshot of ${name}`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
  });
}
