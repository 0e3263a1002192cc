import { expect, test, type Page } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';

/** The star that is checked, by its name; exactly one must be. */
async function checkedStar(page: Page): Promise<string | null> {
  const checked = page.getByRole('radiogroup', { name: 'Rating' }).locator('[role=radio][aria-checked=true]');
  await expect(checked).toHaveCount(1);
  return checked.getAttribute('aria-label');
}

/**
 * Keyboard only, in Chromium: the heart, the star rating, posting and deleting a review. After each
 * action focus is on the control, or on the heading that took its place (docs/decisions/frontend.md).
 */
test('a member saves, rates, posts and deletes a review by keyboard, focus kept throughout', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await becomeVerifiedMember(page);
  // Each browser project uses its own seed recipe: they run at the same time.
  await page.goto('/browse?cuisine=Mexican');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .nth(testInfo.project.name === 'phone' ? 1 : 0);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/recipe\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();

  // Found by its place, not its name: the name says its state.
  const heart = page.getByRole('main').locator('.favorite-button');
  await expect(heart).toHaveAccessibleName('Save to favorites');
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAccessibleName('Saved to favorites');
  await expect(heart).toBeFocused();
  // A press while the last change is being sent is ignored: wait for it to be done.
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAccessibleName('Save to favorites');
  await expect(heart).toBeFocused();

  const stars = page.getByRole('radiogroup', { name: 'Rating' });
  await stars.scrollIntoViewIfNeeded();
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expect(stars.locator('[tabindex="0"]')).toHaveCount(1);
  await expect(stars.locator('[role=radio][aria-checked=true]')).toHaveCount(0);
  const comment = page.getByLabel('Comment (optional)');
  await comment.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(stars.getByRole('radio', { name: '1 star' })).toBeFocused();
  await page.keyboard.press(' ');
  expect(await checkedStar(page)).toBe('1 star');
  for (const [key, expected] of [
    ['ArrowRight', '2 stars'],
    ['ArrowDown', '3 stars'],
    ['End', '5 stars'],
    ['ArrowRight', '1 star'],
    ['ArrowLeft', '5 stars'],
    ['Home', '1 star'],
    ['ArrowRight', '2 stars'],
    ['ArrowRight', '3 stars'],
    ['ArrowRight', '4 stars'],
  ] as const) {
    await page.keyboard.press(key);
    expect(await checkedStar(page)).toBe(expected);
    await expect(stars.getByRole('radio', { name: expected })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(comment).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeFocused();

  await page.getByRole('button', { name: 'Submit Review' }).focus();
  await page.keyboard.press('Enter');
  const reviews = page.getByRole('heading', { level: 2, name: /^Reviews \(\d+\)$/ });
  await expect(page.locator('.review', { hasText: 'Your review' })).toBeVisible({ timeout: 20_000 });
  await expect(reviews).toBeFocused();

  await page.locator('.review', { hasText: 'Your review' }).getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Once the opening animation is over: until then the dialog may still move focus to Cancel.
  await expect(dialog).not.toHaveClass(/-(appear|enter)/);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your review has been removed.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('form', { name: 'Share Your Experience' })).toBeVisible({ timeout: 20_000 });
  await expect(reviews).toBeFocused();
});

test('searching on /browse keeps focus on the search box', async ({ page }) => {
  await page.goto('/browse');
  const box = page.getByRole('searchbox', { name: 'Search recipes' });
  await box.fill('chickpea');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/browse\?search=chickpea/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for chickpea' })).toBeVisible();
  await expect(box).toBeFocused();
});

test('a new page gets focus on its heading and is announced', async ({ page }) => {
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Advanced Search' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeFocused();
  await expect(page.locator('.visually-hidden[role=status][aria-live=polite]')).toHaveText('Advanced Search | Plantry');
});

test('a heart on a card keeps the focus and says its state when pressed', async ({ page }) => {
  test.setTimeout(150_000);
  await becomeVerifiedMember(page);
  await page.goto('/browse?sortBy=rating');
  const heart = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /favorites/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toBeFocused();
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeFocused();
});

test('Escape closes the account menu (the drawer on phones) and gives the focus back to its button', async ({ page }) => {
  test.setTimeout(150_000);
  await becomeVerifiedMember(page);
  const drawer = page.getByRole('button', { name: 'Open menu' });
  const phone = await drawer.isVisible();
  const button = phone ? drawer : page.getByRole('button', { name: 'Account menu' });
  const opened = phone ? page.getByRole('dialog') : page.getByRole('menu');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(opened).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(button).toBeFocused();
});
