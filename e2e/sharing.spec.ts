import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { becomeHomeCook, becomeVerifiedMember } from './support/accounts.js';
import { waitForPhotoVariants } from './support/images.js';

/** A home cook shares a recipe with two photos, finds it, edits it (back to review) and deletes it. */

/** A camera-sized JPEG with a coloured disc, so the resized copy is easy to tell from the upload. */
function photo(width: number, height: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f3e9d2"/><circle cx="50%" cy="50%" r="35%" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('a home cook creates a recipe with two photos, edits it and deletes it', async ({ page }, testInfo) => {
  // Waiting for the images worker takes up to 150 s of it (support/images.ts).
  test.setTimeout(300_000);
  await becomeVerifiedMember(page);

  // A registered member is offered the upgrade instead of the form.
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your Recipe' })).toBeVisible();
  // The upgrade reloads the page after its message (SPEC.md section 4): fill the form after that.
  await becomeHomeCook(page);
  const form = page.getByRole('main');
  await expect(form.getByLabel('Title')).toBeVisible({ timeout: 15_000 });

  const title = `Sunny Lentil Soup ${Date.now().toString(36)}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A bright, lemony soup of red lentils and carrots.');
  await form.getByLabel('Ingredients').fill('1 cup red lentils\n2 carrots, diced\n1 lemon');
  await form.getByLabel('Instructions').fill('Simmer the lentils and carrots.\nBlend, then add lemon.');
  await form.getByPlaceholder('Type a tag, then Enter').fill('soup');
  await form.getByPlaceholder('Type a tag, then Enter').press('Enter');
  await expect(form.getByRole('list', { name: 'Tags added' })).toContainText('soup');
  await form.locator('input[type=file]').setInputFiles([
    { name: 'soup.jpg', mimeType: 'image/jpeg', buffer: await photo(3000, 2000, '#e0a458') },
    { name: 'bowl.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1200, '#5a9e4b') },
  ]);
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Share Recipe' }).click();

  // The API decodes and re-encodes both photos before it answers: slow on a busy 2-core machine.
  await expect(page.getByText('Recipe Created!', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/recipe\/\d+$/, { timeout: 20_000 });
  const recipePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The page shows a resized copy once the images worker has made the width variants.
  await waitForPhotoVariants(page.request, Number(recipePath.split('/').pop()));
  await page.reload();
  const featured = page.getByRole('img', { name: title, exact: true });
  await expect(featured).toHaveAttribute('srcset', /w640\.webp 640w/);
  await expect
    .poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  const shown = await featured.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
  expect(shown.src).toMatch(/\/uploads\/images\/[0-9a-f]{32}\/(w\d+|full)\.webp$/);
  expect(shown.width).toBeLessThanOrEqual(2000);
  await expect(page.getByRole('img', { name: `${title}, photo 1 (opens in a new tab)` })).toBeVisible();

  // My Recipes lists it as published.
  await page.goto('/my-recipes');
  const row = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expect(page.getByText('Total Recipes')).toBeVisible();

  // Editing sends it back to review.
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (lemony)`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Recipe updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Your recipe has been updated and is pending review.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${recipePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${title} (lemony)` })).toBeVisible();
  await expect(page.getByText('Pending review', { exact: true })).toBeVisible();

  // Deleting asks first, then the recipe is gone. On phones Delete is in the 'More actions' menu.
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
  } else {
    await page.getByRole('button', { name: `Delete ${title} (lemony)` }).click();
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this recipe?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Recipe deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/my-recipes$/);
  await expect(page.getByText('No recipes yet')).toBeVisible();
  await page.goto(recipePath);
  await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
});

test('a visitor who opens /create is sent to sign in', async ({ page }) => {
  await page.goto('/create');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
});
