import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/**
 * Sign in with a provider, in the browser, against a real OpenID Connect provider that
 * scripts/e2e.sh runs beside the app (scripts/oidc-test-provider.mjs: its development pages take
 * any login; an email address is a person with that verified address).
 */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor signs in with the provider: a new account, back where they were going', async ({ page }, testInfo) => {
  const email = uniqueEmail();
  await page.goto('/auth?returnTo=%2Ffavorites');
  const button = page.getByRole('button', { name: 'Sign in with Local Provider' });
  await expect(button).toBeVisible();
  await expectAccessible(page, '/auth with a sign-in provider');
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-provider-sign-in.png`, fullPage: true });
  await button.click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);
});

test('an address the provider has not verified signs nobody in, and the page says why', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Local Provider' }).click();
  await signInAtProvider(page, `unverified ${uniqueEmail()}`);
  await expect(page).toHaveURL(/\/auth\?signInError=unverified-email$/);
  await expect(page.getByRole('alert')).toContainText('Your provider has not verified your email address');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await expectAccessible(page, '/auth after a refused provider sign-in');
});
