import { expect, test, type Page } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/** A home cook's published recipe, made through the API. */
async function shareRecipe(page: Page, title: string, ingredients: string[], servings?: number): Promise<number> {
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Written by the vegan intelligence spec.',
      ingredients,
      instructions: ['Cook everything together.', 'Serve warm.'],
      servings,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function homeCook(page: Page): Promise<string> {
  const member = await becomeVerifiedMember(page);
  expect((await page.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
  return member.email
    .replace(/[^a-z]/gi, '')
    .slice(0, 10)
    .toLowerCase();
}

test('What can I cook?: the pantry page finds a recipe with one ingredient missing and names it', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const word = `vi${await homeCook(page)}`;
  const title = `${word} Tofu Spinach Bowl`;
  await shareRecipe(page, title, [
    '200 g firm tofu',
    `1 cup ${word}grain`,
    '2 cups baby spinach',
    '1 tbsp grated ginger',
    '1 tbsp olive oil',
    'salt to taste',
  ]);

  await page.goto('/browse');
  await page.getByRole('link', { name: 'What Can I Cook?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What Can I Cook?' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'What you have' });
  await box.fill(`tofu, ${word}grains`);
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Your ingredients' }).getByRole('listitem')).toHaveText(['tofu', `${word}grains`]);
  await expect(box).toBeFocused();
  await box.fill('spinach');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/have=tofu%2C.*spinach/);
  await page.getByRole('combobox', { name: 'Missing' }).selectOption({ label: 'Up to 1' });
  await expect(page).toHaveURL(/maxMissing=1/);

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Missing 1:')).toBeVisible();
  await expect(card).toContainText(/Missing 1:\s*ginger/);
  await expectAccessible(page, 'what can I cook with results');
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-pantry.png`, fullPage: true });

  await page.getByRole('button', { name: 'Remove spinach' }).click();
  await expect(box).toBeFocused();
  await expect(page).not.toHaveURL(/spinach/);
  await expect(card).toBeHidden();
});

test('a recipe with honey offers swaps by role, a member says one worked, and nutrition shows with its coverage', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const word = `vi${await homeCook(page)}`;
  const id = await shareRecipe(
    page,
    `${word} Honey Lentil Dahl`,
    [
      '1 cup red lentils',
      '1 onion, chopped',
      '2 cloves garlic',
      '1 can chopped tomatoes',
      '2 tbsp honey',
      '1 cup roasted cashews',
      '2 cups water',
      '1 tsp salt',
    ],
    4,
  );

  await page.goto(`/recipe/${id}`);
  const swaps = page.getByRole('region', { name: 'Swaps' });
  const honey = swaps.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /2 tbsp honey/ }) });
  await expect(honey.getByRole('heading', { name: /Not vegan/ })).toBeVisible();
  await expect(honey).toContainText('2 tbsp maple syrup');
  const worked = honey.getByRole('button', { name: 'Worked for me: maple syrup' });
  await worked.click();
  await expect(worked).toHaveAttribute('aria-pressed', 'true');
  await expect(honey.getByText('1 cook says it worked')).toBeVisible();
  await expect(worked).toBeFocused();

  await swaps.getByRole('checkbox', { name: 'Tree nuts' }).click();
  const cashews = swaps.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /roasted cashews.*Contains tree nuts/ }) });
  await expect(cashews.getByRole('listitem').first()).toBeVisible();
  await expect(cashews.locator('.recipe-swaps__use')).not.toContainText([/cashew|almond|walnut|pecan/i]);

  const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
  await expect(nutrition.getByRole('rowheader', { name: 'Energy' })).toBeVisible();
  await expect(nutrition).toContainText(/Based on \d+ of 6 ingredients/);
  await expectAccessible(page, 'a recipe with swaps and nutrition');
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-swaps-nutrition.png`, fullPage: true });

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    nutrition?: { calories: string };
  };
  expect(jsonLd.nutrition?.calories).toMatch(/^\d+ calories$/);
});
