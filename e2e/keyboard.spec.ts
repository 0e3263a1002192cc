import { expect, test, type Locator, type Page } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';

/*
 * The keyboard alone, in Chromium at 390 and 1280 px: the star rating, the heart, the search box,
 * the account menu and a page change, each checked for where focus is after each action.
 */

/** Fails unless the element has the keyboard focus. */
const expectFocused = (locator: Locator) => expect(locator).toBeFocused();

async function openRecipeToReview(page: Page, nth: number): Promise<void> {
  await page.goto('/browse?sortBy=newest');
  await page.getByRole('main').getByRole('article').nth(nth).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/recipe\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the star rating is one Tab stop moved by arrows, Home and End, with exactly one star checked', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await becomeVerifiedMember(page);
  await openRecipeToReview(page, testInfo.project.name === 'phone' ? 3 : 2);
  const form = page.getByRole('form', { name: 'Share Your Experience' });
  const group = form.getByRole('radiogroup', { name: 'Rating' });
  const star = (n: number) => group.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
  const checked = group.locator('[aria-checked="true"]');
  await expect(group.getByRole('radio')).toHaveCount(5);
  await expect(checked).toHaveCount(0);

  // Tab from the group leaves it at once; Shift+Tab comes back to the same single stop.
  await star(1).focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Comment (optional)')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expectFocused(star(1));

  await page.keyboard.press('ArrowRight');
  await expectFocused(star(2));
  await expect(star(2)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('End');
  await expectFocused(star(5));
  await page.keyboard.press('ArrowLeft');
  await expectFocused(star(4));
  await expect(checked).toHaveCount(1);
  await expect(star(4)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Home');
  await expectFocused(star(1));
  await page.keyboard.press('ArrowLeft');
  await expectFocused(star(5));
  await expect(checked).toHaveCount(1);

  // The checked star is the group's Tab stop from now on.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expectFocused(star(5));

  // The heart on the same page: pressed by Enter and by Space, focus stays on it.
  const heart = page.getByRole('main').getByRole('button', { name: /favorites/ }).first();
  await heart.focus();
  const before = await heart.getAttribute('aria-label');
  await page.keyboard.press('Enter');
  await expect(heart).not.toHaveAttribute('aria-label', before!);
  await expectFocused(heart);
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-label', before!);
  await expectFocused(heart);
});

test('a heart on a card keeps the focus when pressed', async ({ page }) => {
  test.setTimeout(90_000);
  await becomeVerifiedMember(page);
  await page.goto('/browse?sortBy=rating');
  const card = page.getByRole('main').getByRole('article').first();
  const heart = card.getByRole('button', { name: /favorites/ });
  await heart.focus();
  const before = await heart.getAttribute('aria-label');
  await page.keyboard.press('Enter');
  await expect(heart).not.toHaveAttribute('aria-label', before!);
  await expectFocused(heart);
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-label', before!);
  await expectFocused(heart);
});

test('submitting a search on /browse keeps the focus in the search box', async ({ page }) => {
  await page.goto('/browse');
  const search = page.getByRole('main').getByRole('searchbox').first();
  await search.focus();
  await page.keyboard.type('lentil');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=lentil/);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/lentil/i);
  await expectFocused(search);
});

test('a page reached from the header gets the focus on its heading, and its title is read out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Categories' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Categories' }).click();
  }
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: await page.title() })).toBeAttached();
});

test('Escape closes the account menu (the drawer on phones) and gives the focus back to its button', async ({ page }) => {
  test.setTimeout(90_000);
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
  await expectFocused(button);
});
