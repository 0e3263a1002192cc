import { expect, test } from '@playwright/test';

/** Full-page screenshots of the main pages, kept in test-results/screenshots/ to look at. */
const pages = [
  ['home', '/', 'Discover Amazing Vegan Recipes'],
  ['browse', '/browse', 'Browse Recipes'],
  ['cuisines', '/cuisines', 'Cuisines'],
  ['not-found', '/no-such-page', 'Page Not Found'],
  ['privacy', '/privacy-policy', 'Plantry Privacy Policy'],
] as const;

for (const [name, path, heading] of pages) {
  test(`screenshot of ${name}`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
  });
}

test('screenshot of a recipe', async ({ page, request }, testInfo) => {
  const { items } = await (await request.get('/api/recipes?limit=1&sortBy=newest')).json();
  await page.goto(`/recipe/${items[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: items[0].title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-recipe.png`, fullPage: true });
});
