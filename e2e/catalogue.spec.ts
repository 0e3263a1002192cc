import { expect, test, type Locator, type Page } from '@playwright/test';

/** The visitor's recipe catalogue against the seeded database (60+ recipes over 11 cuisines). */

/** 'N recipe(s) found' as a number. */
async function recipesFound(page: Page): Promise<number> {
  const line = page.getByText(/^\d+ recipes? found$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.split(' ')[0]);
}

const results = (page: Page): Locator => page.getByRole('main').getByRole('article');

test.describe('home carousels', () => {
  test('show recipe cards and popular cuisines', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Featured Recipes', 'Latest Recipes']) {
      const row = page.getByRole('list', { name });
      await expect(row.getByRole('article').first()).toBeVisible();
      const cards = await row.getByRole('article').count();
      expect(cards).toBeGreaterThan(1);
      expect(cards).toBeLessThanOrEqual(8);
      await expect(row.getByRole('article').first().getByRole('link').first()).toHaveAttribute('href', /^\/recipe\/\d+$/);
    }
    const cuisines = page.getByRole('list', { name: 'Popular Cuisines' });
    await expect(cuisines.getByRole('link').first()).toHaveAttribute('href', /^\/browse\?cuisine=/);
    await expect(cuisines.getByRole('link').first()).toContainText(/\d+ recipes?/);

    await page.getByRole('button', { name: 'Next Featured Recipes' }).click();
    await expect(page.getByRole('button', { name: 'Previous Featured Recipes' })).toBeEnabled();
  });
});

test.describe('browsing the catalogue', () => {
  test('a visitor searches, filters by cuisine, sorts and opens a recipe', async ({ page }) => {
    // Search from /browse.
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeVisible();
    expect(await recipesFound(page)).toBeGreaterThanOrEqual(11);
    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    await search.fill('lentil');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/browse\?search=lentil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for lentil' })).toBeVisible();
    const found = await recipesFound(page);
    expect(found).toBeGreaterThan(1);
    await expect(results(page)).toHaveCount(Math.min(found, 24));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');

    // The address keeps the search across a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for lentil' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('lentil');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/browse$/);

    // Filter by cuisine from /cuisines.
    await page.goto('/cuisines');
    await page
      .getByRole('list', { name: 'Cuisines' })
      .getByRole('link', { name: /^Thai\b/ })
      .click();
    await expect(page).toHaveURL(/\/browse\?cuisine=Thai$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thai Recipes' })).toBeVisible();
    expect(await recipesFound(page)).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('Thai');
    for (const card of await results(page).all()) await expect(card).toContainText('Thai');

    // Change the sort; the address and a reload keep both filters.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
    await expect(page).toHaveURL(/\/browse\?cuisine=Thai&sortBy=rating$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Thai Recipes' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    await expect(page.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('Thai');

    // Open a recipe and read its ingredients.
    const first = results(page).first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/recipe\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Plantry`);
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients.getByRole('listitem').first()).toBeVisible();
    await expect(ingredients.getByRole('listitem').first()).not.toBeEmpty();
    await expect(page.getByRole('region', { name: 'Instructions' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Reviews \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In to Review' })).toBeVisible();
  });

  test('advanced search finds recipes by ingredient and shows its filters as badges', async ({ page }) => {
    await page.goto('/advanced-search');
    await page.getByRole('searchbox', { name: 'Search' }).fill('chickpea');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/advanced-search\?search=chickpea$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Search Results for chickpea' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Search: chickpea');
    expect(await recipesFound(page)).toBeGreaterThan(1);
  });

  test('an unknown recipe says Recipe Not Found', async ({ page }) => {
    await page.goto('/recipe/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
