import { expect, test, type Page } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/** A home cook's own recipe, made through the API (the editor has its own specs). */
async function shareRecipe(page: Page, data: Record<string, unknown>): Promise<number> {
  const created = await page.request.post('/api/recipes', {
    data: { description: 'Written by the recipes-as-data spec, to be scaled and cooked.', ...data },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test.describe('recipes as data', () => {
  test('scaling, units and cook mode with a running timer', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const member = await becomeVerifiedMember(page);
    expect((await page.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
    const id = await shareRecipe(page, {
      title: `Overnight Oats ${member.email}`,
      servings: 2,
      ingredients: ['For the oats:', '1 1/2 cups rolled oats', '1/3 cup maple syrup', '2 cups oat milk', 'a pinch of salt'],
      instructions: [
        'Heat the oven to 350°F and toast the oats for 1 minute.',
        'Stir in the oat milk, maple syrup and salt, and chill overnight.',
      ],
    });

    await page.goto(`/recipe/${id}`);
    const ingredients = page.locator('section.recipe-ingredients');
    await expect(ingredients.getByText('1 1/2 cups rolled oats', { exact: true })).toBeVisible();

    // Doubled: 3 cups, a third becomes two thirds, and the address says 4 servings.
    await ingredients.getByRole('radiogroup', { name: 'Scale the recipe' }).getByText('2×').click();
    await expect(ingredients.getByText('3 cups rolled oats', { exact: true })).toBeVisible();
    await expect(ingredients.getByText('⅔ cup maple syrup', { exact: true })).toBeVisible();
    await expect(ingredients.getByRole('status', { name: 'Servings' })).toHaveText('4');
    await expect(page).toHaveURL(/[?&]servings=4\b/);
    await expectAccessible(page, 'a recipe scaled to double');

    // Metric: oats by weight, milk by volume, the oven in Celsius; the choice outlives a reload.
    await ingredients.getByRole('radiogroup', { name: 'Units' }).getByText('Metric').click();
    await expect(ingredients.getByText('270 g rolled oats', { exact: true })).toBeVisible();
    await expect(ingredients.getByText('945 ml oat milk', { exact: true })).toBeVisible();
    await expect(page.getByText('Heat the oven to 180°C and toast the oats for 1 minute.')).toBeVisible();
    await page.reload();
    await expect(ingredients.getByText('270 g rolled oats', { exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-recipe-scaled-metric.png`, fullPage: true });

    // Cook mode: a step at a time, its ingredients, and a timer that counts down.
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const cook = page.getByRole('dialog', { name: /^Cook mode:/ });
    await expect(cook.getByText('Step 1 of 2')).toBeVisible();
    await expect(cook.getByRole('checkbox', { name: '270 g rolled oats' })).toBeVisible();
    await cook.getByRole('button', { name: 'Start a 1 minute timer' }).click();
    const timer = cook.getByRole('timer', { name: '1 minute timer' });
    await expect(timer).toHaveText(/^0:5\d$/, { timeout: 5_000 });
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!, { timeout: 5_000 });
    await expectAccessible(page, 'cook mode with a running timer');
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-cook-mode.png` });

    await page.keyboard.press('ArrowRight');
    await expect(cook.getByText('Step 2 of 2')).toBeVisible();
    await expect(cook.getByRole('checkbox', { name: '945 ml oat milk' })).toBeVisible();
    // The timer keeps running on the next step.
    await expect(timer).toBeVisible();
    await cook.getByRole('button', { name: 'Finish' }).click();
    await expect(cook).toBeHidden();
    // Focus goes back to the button that opened it.
    await expect(page.getByRole('button', { name: 'Cook mode' })).toBeFocused();
  });
  test("the shopping list merges two recipes' onions, and an author checks how lines read", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const member = await becomeVerifiedMember(page);
    expect((await page.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
    const dal = await shareRecipe(page, {
      title: `Onion Dal ${member.email}`,
      servings: 2,
      ingredients: ['1 onion, chopped', '1 cup red lentils'],
      instructions: ['Fry the onion, add the lentils and simmer for 20 minutes.'],
    });
    const stew = await shareRecipe(page, {
      title: `Onion Stew ${member.email}`,
      servings: 4,
      ingredients: ['2 onions, sliced', '400 g firm tofu'],
      instructions: ['Brown the tofu, then the onions, and stew for 30 minutes.'],
    });

    for (const id of [dal, stew]) {
      await page.goto(`/recipe/${id}`);
      await page.getByRole('button', { name: 'Add to shopping list' }).click();
      await expect(page.getByText('Added to your shopping list')).toBeVisible();
    }

    await page.goto('/shopping-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeVisible();
    const onions = page.getByRole('checkbox', { name: '3 onions' });
    await expect(onions).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '1 cup red lentils' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '400 g firm tofu' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ has: onions }).getByRole('link')).toHaveText([
      `Onion Dal ${member.email}`,
      `Onion Stew ${member.email}`,
    ]);
    // Checked off, it moves below the items still to buy (a click, not check(): the box is drawn anew there).
    await onions.click();
    await expect(onions).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: '2 to buy, 1 checked' })).toBeVisible();
    await expectAccessible(page, 'the shopping list with an item checked');
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-shopping-list.png`, fullPage: true });
    await page.getByRole('button', { name: 'Remove checked items' }).click();
    await expect(onions).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: '2 to buy' })).toBeVisible();

    // The editor shows how each line reads, to correct it.
    await page.goto(`/edit-recipe/${stew}`);
    await page.getByRole('button', { name: 'Check ingredients' }).click();
    await expect(page.getByRole('textbox', { name: 'Ingredient: 400 g firm tofu' })).toHaveValue('firm tofu');
    await expect(page.getByRole('spinbutton', { name: 'Amount: 2 onions, sliced' })).toHaveValue('2');
    await expectAccessible(page, 'the recipe editor with its ingredients read');
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-ingredient-readings.png`, fullPage: true });

    // The same by keyboard alone: read again, correct the onions' amount, save.
    const readAgain = page.getByRole('button', { name: 'Read again' });
    await readAgain.focus();
    // The new readings replace the fields when they come: typing before that is lost (seen on a busy machine).
    const read = page.waitForResponse((res) => res.url().endsWith('/api/recipes/read-ingredients') && res.ok());
    await page.keyboard.press('Enter');
    await read;
    await expect(readAgain).not.toHaveClass(/ant-btn-loading/);
    await expect(readAgain).toBeFocused();
    await page.keyboard.press('Tab');
    const amount = page.getByRole('spinbutton', { name: 'Amount: 2 onions, sliced' });
    await expect(amount).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    for (const next of [
      'Up to: 2 onions, sliced',
      'Unit: 2 onions, sliced',
      'Ingredient: 2 onions, sliced',
      'Note: 2 onions, sliced',
      'Amount: 400 g firm tofu',
    ]) {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(next, { exact: true })).toBeFocused();
    }
    await expect(page.getByText('Corrected', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/recipe\/\d+$/);
    // The author's words at their own servings; the corrected amount once scaled (8 servings: 6).
    await page.goto(`/recipe/${stew}?servings=8`);
    await expect(page.locator('section.recipe-ingredients').getByText('6 onions, sliced', { exact: true })).toBeVisible();
  });
});
