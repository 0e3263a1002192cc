import { expect, test, type Locator, type Page } from '@playwright/test';
import { becomeVerifiedMember, signInAsAdmin } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/*
 * axe-core (WCAG 2.2 A and AA) on every route, at 390 px (the phone project) and 1280 px (desktop),
 * signed out, as a member and as the admin, and again after each state change that opens
 * something: menus, dialogs, tabs, forms with errors. No serious or critical finding is allowed.
 * The queue dashboard (/admin/queues) is bull-board's own page, not checked here.
 */

/** Opens a path and waits for its page heading, the sign that the page has drawn. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** A submitted form whose fields say what is wrong. */
/**
 * The form shows its errors: every invalid field's message is there and has finished moving in (on
 * a busy machine they appear one after another, later than the first field is marked invalid).
 */
async function showsErrors(form: Locator): Promise<void> {
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(async () => {
    expect(await form.locator('.ant-form-item-explain-error').count()).toBeGreaterThanOrEqual(
      await form.locator('[aria-invalid="true"]').count(),
    );
    expect(await form.locator('[class*="-appear"], [class*="-enter"]').count()).toBe(0);
  }).toPass();
}

async function newestRecipeId(page: Page): Promise<number> {
  const { items } = (await (await page.request.get('/api/recipes?limit=1&sortBy=newest')).json()) as { items: { id: number }[] };
  return items[0].id;
}

/** The phone header's drawer or the desktop account menu, whichever this screen has. */
async function openNavigation(page: Page, signedIn: boolean): Promise<void> {
  const drawerButton = page.getByRole('button', { name: 'Open menu' });
  if (await drawerButton.isVisible()) {
    await drawerButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The drawer slides and fades in: axe reads colours mid-way as fainter than they are.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    );
  } else if (signedIn) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  }
}

test.describe('signed out', () => {
  test('every public page', async ({ page }) => {
    // Twenty-one pages, each settled and then checked by axe: about 6 s a page on a busy 2-core machine.
    test.setTimeout(300_000);
    const recipe = await newestRecipeId(page);
    const paths = [
      '/',
      '/browse',
      '/browse?search=lentil&sortBy=rating',
      '/advanced-search',
      '/cuisines',
      '/pantry',
      '/pantry?have=tofu,rice,spinach&maxMissing=2',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/auth',
      `/recipe/${recipe}`,
      '/recipe/999999999',
      '/reset-password?token=not-a-token',
      '/verify-email?token=not-a-token',
      '/favorites',
      '/my-recipes',
      `/edit-recipe/${recipe}`,
      '/create',
      '/profile',
      '/no-such-page',
    ];
    for (const path of paths) {
      await open(page, path);
      await expectAccessible(page, `${path} signed out`);
    }
  });

  test('menus, tabs and forms with errors', async ({ page }) => {
    test.setTimeout(150_000);
    await open(page, '/');
    await openNavigation(page, false);
    await expectAccessible(page, 'the home page with the navigation open');

    await open(page, '/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByRole('button', { name: 'Sign In', exact: true }).click();
    await showsErrors(login);
    await expectAccessible(page, 'the login form with errors');

    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('tabpanel', { name: 'Register' });
    await register.getByRole('button', { name: 'Create Account' }).click();
    await showsErrors(register);
    await expectAccessible(page, 'the register form with errors');

    await open(page, '/contact');
    await page.getByRole('main').getByRole('button', { name: /Send/ }).click();
    await showsErrors(page.getByRole('main'));
    await expectAccessible(page, 'the contact form with errors');

    await open(page, '/browse');
    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    await search.fill('zzzz-nothing-like-this');
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Search Results for/ })).toBeVisible();
    await expectAccessible(page, '/browse with a search that finds nothing');
  });
});

test.describe('as a member', () => {
  /** A new home cook, signed in on `page`, with a recipe of their own (its id). */
  async function homeCookWithRecipe(page: Page): Promise<number> {
    const member = await becomeVerifiedMember(page);
    expect((await page.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
    const created = await page.request.post('/api/recipes', {
      data: {
        title: `Axe Check Stew ${member.email}`,
        description: 'A plain stew, written so that every page of a member has something on it.',
        ingredients: ['1 onion', '2 carrots', '1 cup red lentils'],
        instructions: ['Soften the onion.', 'Simmer everything for 20 minutes.'],
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  }

  test("own pages, the home page's tabs and the account menu", async ({ page }) => {
    test.setTimeout(300_000);
    const own = await homeCookWithRecipe(page);
    for (const path of [
      '/',
      '/browse',
      '/cuisines',
      '/favorites',
      '/my-recipes',
      '/profile',
      `/recipe/${own}`,
      `/edit-recipe/${own}`,
      '/admin',
    ]) {
      await open(page, path);
      await expectAccessible(page, `${path} as a member`);
    }

    await open(page, '/');
    for (const tab of ['Favorites', 'My Recipes']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, `the home page's ${tab} tab`);
    }
    await openNavigation(page, true);
    await expectAccessible(page, 'the home page with the account menu open');
  });

  test('the recipe form with errors, the review form, a review and the delete confirmations', async ({ page }) => {
    test.setTimeout(300_000);
    const own = await homeCookWithRecipe(page);
    await open(page, '/create');
    await page.getByRole('button', { name: 'Share Recipe' }).click();
    await showsErrors(page.getByRole('main'));
    // Its toast comes a moment later (the toasts' code loads at the first one): checked once there,
    // not half faded in.
    await expect(page.getByText('Missing Required Fields')).toBeVisible();
    await expectAccessible(page, 'the recipe form with errors and its toast');

    // Somebody else's recipe: the review form, a posted review and its delete confirmation.
    await open(page, '/browse?sortBy=popular');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/recipe\/\d+$/);
    const form = page.getByRole('form', { name: 'Share Your Experience' });
    await form.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'a recipe page with the review form');
    // On a slow machine the reviews may arrive after the form is drawn and draw it again: pick until picked.
    const fiveStars = form.getByRole('radiogroup').getByRole('radio').nth(4);
    await expect(async () => {
      await fiveStars.click();
      await expect(fiveStars).toHaveAttribute('aria-checked', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review submitted! Thank you for sharing your feedback.')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, "a recipe page with the member's own review");
    await page
      .getByRole('button', { name: /^Delete/ })
      .last()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the delete-review confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Their own recipe: the delete confirmation.
    await open(page, `/recipe/${own}`);
    // Phones have the owner's actions in a 'More actions' menu; wider screens show Delete itself.
    const more = page.getByRole('button', { name: 'More actions' });
    await expect(more.or(page.getByRole('button', { name: /^Delete/ })).first()).toBeVisible();
    if (await more.isVisible()) {
      await more.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, "the owner's More actions menu");
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      // The menu fades out as the dialog opens: measured half-faded, its items would fail contrast.
      await expect(page.getByRole('menu')).toBeHidden();
    } else {
      await page
        .getByRole('button', { name: /^Delete/ })
        .first()
        .click();
    }
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the delete-recipe confirmation');
  });
});

test.describe('as the admin', () => {
  test('every tab of the dashboard and a delete confirmation', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAsAdmin(page);
    await open(page, '/admin');
    await expectAccessible(page, '/admin');
    for (const tab of ['User Management', 'Cuisine Management', 'Recipe Management', 'CSV Import', 'Messages']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, `the admin's ${tab} tab`);
    }
    await page.getByRole('tab', { name: 'Cuisine Management' }).click();
    await page
      .getByRole('tabpanel', { name: 'Cuisine Management' })
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').or(page.getByRole('tooltip')).first()).toBeVisible();
    await expectAccessible(page, 'the delete-cuisine confirmation');
  });
});
