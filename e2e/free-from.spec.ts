import { expect, test, type Page } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/** A home cook's published recipe, made through the API. */
async function shareRecipe(page: Page, title: string, ingredients: string[]): Promise<number> {
  const created = await page.request.post('/api/recipes', {
    data: { title, description: 'Written by the free-from spec.', ingredients, instructions: ['Cook everything together.', 'Serve warm.'] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('free-from filters: nut-free browsing hides a cashew recipe, and a recipe shows what it is free from', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const member = await becomeVerifiedMember(page);
  expect((await page.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
  const word = `Ffspec${member.email.replace(/[^a-z0-9]/gi, '').slice(0, 12)}`;
  await shareRecipe(page, `${word} Cashew Korma`, ['1 cup raw cashews, soaked', '1 can chickpeas', '1 tsp garam masala']);
  const plain = await shareRecipe(page, `${word} Rice and Beans`, ['1 cup long-grain rice', '1 can black beans', '1 pinch salt']);

  await page.goto(`/browse?search=${word}`);
  const results = page.getByRole('region', { name: 'Recipes' });
  await expect(results.getByRole('heading', { name: `${word} Cashew Korma` })).toBeVisible();
  await expect(results.getByRole('heading', { name: `${word} Rice and Beans` })).toBeVisible();

  const freeFrom = page.getByRole('group', { name: 'Free from' });
  const nuts = freeFrom.getByRole('checkbox', { name: 'Tree nuts (1)' });
  await expect(nuts).toBeVisible();
  await nuts.click();
  await expect(freeFrom.getByRole('checkbox', { name: /^Tree nuts/ })).toBeChecked();
  await expect(page).toHaveURL(/freeFrom=tree-nuts/);
  await expect(results.getByRole('heading', { name: `${word} Cashew Korma` })).toBeHidden();
  await expect(results.getByRole('heading', { name: `${word} Rice and Beans` })).toBeVisible();
  await expect(page.getByText('1 recipe found')).toBeVisible();
  await expect(freeFrom.getByRole('checkbox', { name: /^Tree nuts/ })).toBeFocused();
  await expectAccessible(page, 'browse filtered free from tree nuts');
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-browse-free-from.png`, fullPage: true });

  await page.goto(`/recipe/${plain}`);
  const badges = page.getByRole('list', { name: 'Free from' });
  await expect(badges.getByRole('listitem')).toHaveText([
    'Gluten-free',
    'Soy-free',
    'Tree-nut-free',
    'Peanut-free',
    'Sesame-free',
    'Oil-free',
  ]);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    suitableForDiet: unknown;
  };
  expect(jsonLd.suitableForDiet).toEqual(['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet']);
  await expectAccessible(page, 'a recipe free from every key');
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-recipe-free-from.png` });
});
