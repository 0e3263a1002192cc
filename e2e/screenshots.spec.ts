import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './support/accounts.js';
import { waitForPhotoVariants } from './support/images.js';

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

/** A stand-in photo: a squash-coloured plate on a wooden-brown table, 2400 x 1600. */
function squashPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="100%" height="100%" fill="#8a5a3b"/>
    <circle cx="1200" cy="800" r="620" fill="#f4efe6"/><circle cx="1200" cy="800" r="470" fill="#e8963a"/>
    <circle cx="1050" cy="700" r="120" fill="#5a9e4b"/><circle cx="1350" cy="900" r="110" fill="#4f8a3f"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('screenshots of the recipe-sharing pages', async ({ page }, testInfo) => {
  // Signing in, sharing with a photo and waiting for the images worker (up to 150 s, support/images.ts).
  test.setTimeout(300_000);
  const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
  await signInAsAdmin(page);

  await page.goto('/create');
  await expect(page.getByLabel('Title')).toBeVisible();
  await shot('create');

  const title = `Roasted Squash Salad ${testInfo.project.name}`;
  const created = await page.request.post('/api/recipes', {
    multipart: {
      title,
      description: 'Sweet roasted squash over greens with a maple-tahini dressing.',
      ingredients: '1 small squash\n2 handfuls of rocket\n2 tbsp tahini\n1 tbsp maple syrup\n1 tbsp honey',
      instructions: 'Roast the squash.\nWhisk the dressing.\nToss everything together.',
      tags: 'salad, autumn',
      featuredImage: { name: 'squash.jpg', mimeType: 'image/jpeg', buffer: await squashPhoto() },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  try {
    // Wait for the images worker's variants, so the list shows the small copy.
    await waitForPhotoVariants(page.request, id);
    await page.goto('/my-recipes');
    const row = page.getByRole('main').getByRole('article').filter({ hasText: title });
    await expect(row.locator('img.responsive-image')).toHaveAttribute('srcset', /w320\.webp/);
    await shot('my-recipes');
    await page.goto(`/edit-recipe/${id}`);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await shot('edit-recipe');
    await page.goto(`/recipe/${id}`);
    await expect(page.getByText('May not be vegan')).toBeVisible();
    await shot('recipe-as-admin');
  } finally {
    await page.request.delete(`/api/recipes/${id}`);
  }
});

test('screenshots of reviews and favourites', async ({ page }, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
  await signInAsAdmin(page);
  // Old seed recipes outside the cuisines the reviews and favourites specs use, one per project.
  const { items } = await (await page.request.get('/api/recipes?limit=100&sortBy=newest')).json();
  const candidates = (items as { id: number; cuisine: { name: string } | null }[]).filter(
    (recipe) => recipe.cuisine && !['Thai', 'Italian'].includes(recipe.cuisine.name),
  );
  const [recipe, other] = testInfo.project.name === 'phone' ? candidates.slice(-4, -2) : candidates.slice(-2);
  const review = await page.request.post(`/api/recipes/${recipe.id}/reviews`, {
    multipart: {
      rating: '5',
      comment: 'Made this twice this week.\nThe second time with smoked paprika: even better.',
      images: { name: 'plate.jpg', mimeType: 'image/jpeg', buffer: await squashPhoto() },
    },
  });
  expect(review.status()).toBe(201);
  const { id: reviewId } = await review.json();
  try {
    for (const saved of [recipe, other])
      expect((await page.request.post('/api/favorites', { data: { recipeId: saved.id } })).status()).toBe(200);
    await page.goto(`/recipe/${other.id}`);
    await expect(page.getByRole('form', { name: 'Share Your Experience' })).toBeVisible();
    await page.getByRole('form', { name: 'Share Your Experience' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-review-form.png` });
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByText('Your review')).toBeVisible();
    await shot('recipe-reviewed');
    await page.goto('/favorites');
    // Both projects sign in as the same admin, at the same time.
    await expect(page.getByText(/^\d+ favorite recipes$/)).toBeVisible();
    await shot('favorites');
  } finally {
    await page.request.delete(`/api/reviews/${reviewId}`);
    for (const saved of [recipe, other]) await page.request.delete(`/api/favorites/${saved.id}`);
  }
});
