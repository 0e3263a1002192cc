import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { becomeVerifiedMember } from './support/accounts.js';

/** A member reviews a seed recipe with a photo and sees the recipe's new average and count. */
test('a member reviews a recipe with a photo and sees the new average', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await becomeVerifiedMember(page);

  // Each browser project reviews a different seed recipe: they run at the same time.
  await page.goto('/browse?cuisine=Italian');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .nth(testInfo.project.name === 'phone' ? 1 : 0);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/recipe\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const before = (await (await page.request.get(`/api/recipes/${id}`)).json()) as { avgRating: number; reviewCount: number };
  await expect(page.getByRole('heading', { level: 2, name: `Reviews (${before.reviewCount})` })).toBeVisible();

  const form = page.getByRole('form', { name: 'Share Your Experience' });
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await form.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio').nth(3).click();
  await expect(form.getByText('4 of 5: Very good')).toBeVisible();
  await expect(submit).toBeEnabled();
  await form.getByLabel('Comment (optional)').fill('  Rich and comforting; I added extra garlic.  ');
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2703d' } })
    .jpeg()
    .toBuffer();
  await form.locator('input[type=file]').setInputFiles([{ name: 'my-plate.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(1);
  await submit.click();

  await expect(page.getByText('Review submitted! Thank you for sharing your feedback.')).toBeVisible({ timeout: 20_000 });
  const count = before.reviewCount + 1;
  const average = (before.avgRating * before.reviewCount + 4) / count;
  await expect(page.getByRole('heading', { level: 2, name: `Reviews (${count})` })).toBeVisible();
  await expect(page.locator('.recipe-hero__average')).toHaveText(average.toFixed(1));
  await expect(page.locator('.recipe-hero__reviews')).toHaveText(`(${count} ${count === 1 ? 'review' : 'reviews'})`);

  // The member's review, with the trimmed comment, today's date and the photo opening in a new tab.
  const mine = page.locator('.review', { hasText: 'Your review' });
  await expect(mine).toContainText('Rich and comforting; I added extra garlic.');
  await expect(mine).toContainText('Today');
  const photoLink = mine.getByRole('link', { name: /^Photo 1 by .+ \(opens in a new tab\)$/ });
  await expect(photoLink).toHaveAttribute('target', '_blank');
  await expect(photoLink).toHaveAttribute('href', /^\/uploads\/reviews\/[0-9a-f]{32}\/full\.webp$/);
  await expect(page.getByRole('form', { name: 'Share Your Experience' })).toHaveCount(0);
});
