import { expect, test } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';

/** A member saves a recipe from a card, finds it on /favorites and the home tab, and removes it. */
test('a member favourites a recipe from a card, finds it, and removes it', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await becomeVerifiedMember(page);

  // Each browser project saves a different seed recipe: they run at the same time. (Thai: other
  // specs share recipes without a cuisine meanwhile, which would shift a list of all recipes.)
  await page.goto('/browse?cuisine=Thai');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .nth(testInfo.project.name === 'phone' ? 1 : 0);
  const title = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Save ${title} to favorites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Recipe saved!', { exact: true })).toBeVisible();
  await expect(page.getByText('Added to your favorites', { exact: true })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // On /favorites, with the count line.
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  await expect(page.getByText('1 favorite recipe', { exact: true })).toBeVisible();
  const saved = page.getByRole('main').getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();

  // On the home page's Favorites tab.
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Favorites', selected: true })).toBeVisible();
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByRole('article')).toHaveCount(1);
  await expect(tab.getByRole('heading', { name: title })).toBeVisible();

  // Gone from both once removed.
  await page.goto('/favorites');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Save ${title} to favorites` })
    .click();
  await expect(page.getByText('Recipe removed', { exact: true })).toBeVisible();
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('tabpanel').getByText('No favorite recipes yet')).toBeVisible();
});
