import { expect, test, type Page } from '@playwright/test';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.describe('visitor home', () => {
  test('shows the hero, the sections and why to choose Plantry', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Plantry — Discover Amazing Vegan Recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Amazing Vegan Recipes' })).toBeVisible();
    for (const section of ['Featured Recipes', 'Latest Recipes', 'Popular Cuisines', 'Why Choose Plantry']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    for (const card of ['100% Vegan', 'Community Driven', 'Rated & Reviewed', 'Easy to Follow']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Join Community' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('header', () => {
  test('offers Browse, Categories and Sign In to a visitor', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Plantry' }).first()).toHaveAttribute('href', '/');
    if (isPhone(page)) {
      await header.getByRole('button', { name: /menu/i }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse');
      await expect(drawer.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/cuisines');
      await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
      await expect(drawer.getByRole('link', { name: 'My Recipes' })).toHaveCount(0);
    } else {
      await expect(header.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse');
      await expect(header.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/cuisines');
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
      await expect(header.getByRole('link', { name: 'My Recipes' })).toHaveCount(0);
      await header.getByRole('link', { name: 'Categories' }).click();
      await expect(page).toHaveURL(/\/cuisines$/);
    }
  });

  test('stays at the top while the page scrolls', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('banner')).toBeInViewport();
  });
});

test.describe('footer', () => {
  const links: [string, string][] = [
    ['Browse Recipes', '/browse'],
    ['Categories', '/cuisines'],
    ['Popular Recipes', '/browse?sortBy=popular'],
    ['Latest Recipes', '/browse?sortBy=newest'],
    ['Join Plantry', '/auth'],
    ['Share a Recipe', '/create'],
    ['Recipe Reviews', '/browse?sortBy=rating'],
    ['Contact Us', '/contact'],
    ['Report an Issue', '/contact'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
  ];

  test('links to every part of the site', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Plantry`);
  });

  test('opens the policy pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plantry Terms of Service' })).toBeVisible();
  });
});

test.describe('policy pages', () => {
  for (const [path, title, sections] of [
    ['/privacy-policy', 'Plantry Privacy Policy', 10],
    ['/terms-of-service', 'Plantry Terms of Service', 13],
  ] as const) {
    test(`${path} has ${sections} sections, effective 1 January 2024`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(sections);
      await expect(page.getByText('1 January 2024').first()).toBeVisible();
    });
  }
});

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/profile', '/admin']) {
    test(`${path} shows Page Not Found to a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('/favorites asks a visitor to sign in', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Sign In Required', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?returnTo=%2Ffavorites');
  });

  // The author's screens answer visitors themselves (SPEC.md section 2).
  for (const path of ['/my-recipes', '/edit-recipe/1']) {
    test(`${path} shows Access Denied to a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByText('Access Denied', { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
        'href',
        `/auth?returnTo=${encodeURIComponent(path)}`,
      );
    });
  }
});
