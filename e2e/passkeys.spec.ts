import { expect, test } from '@playwright/test';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/**
 * A member adds a passkey on /profile and signs in with it, with Chromium's virtual authenticator
 * (CDP WebAuthn domain: a platform authenticator that keeps discoverable credentials and verifies
 * the user), so the real browser ceremony runs against the real API.
 */
test('a member adds a passkey from /profile, signs out, and signs in with it', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await becomeVerifiedMember(page, { firstName: 'Pia' });
  await page.goto('/profile');
  const passkeys = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Passkeys' }) });
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const name = passkeys.getByLabel('Name of the new passkey');
  await expect(name).toBeFocused();
  await name.press('Enter');
  await expect(passkeys.getByRole('alert')).toHaveText(/Give the passkey a name/);
  await name.fill('Laptop');
  await name.press('Enter');
  await expect(passkeys.getByText('Laptop', { exact: true })).toBeVisible();
  await expect(passkeys.getByText(/Not used yet/)).toBeVisible();
  await expectAccessible(page, 'profile with a passkey');
  await passkeys.scrollIntoViewIfNeeded();
  await passkeys.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-passkeys.png` });

  // Renamed by keyboard.
  await passkeys.getByRole('button', { name: 'Rename Laptop' }).click();
  const newName = passkeys.getByLabel('New name for Laptop');
  await expect(newName).toBeFocused();
  await newName.fill('Work laptop');
  await newName.press('Enter');
  await expect(passkeys.getByText('Work laptop', { exact: true })).toBeVisible();

  // Signed out by the API: on a phone the account menu is in a drawer, which other specs cover.
  expect((await page.request.post('/api/logout')).status()).toBe(204);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Pia!' })).toBeVisible();
  await expectAccessible(page, 'home after a passkey sign-in');

  await page.goto('/profile');
  await expect(passkeys.getByText(/Last used/)).toBeVisible();
});
