import { expect, request, test } from '@playwright/test';
import { generate } from 'otplib';
import { becomeVerifiedMember, fillInLogin, logOut } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/** The code an authenticator app shows for the secret, `steps` periods of 30 s from now (the server allows one either way). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('an admin turns on two-factor sign-in from /profile; signing in then asks for the code', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(150_000);

  // A new admin of its own (the seed's admin signs in elsewhere without a code): a member made admin by the seed's admin.
  const member = await becomeVerifiedMember(page, { firstName: 'Tova' });
  const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const seedAdmin = await request.newContext({ baseURL });
  await seedAdmin.post('/api/login', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } });
  expect((await seedAdmin.patch(`/api/admin/users/${id}`, { data: { role: 'admin' } })).status()).toBe(200);
  await seedAdmin.dispose();

  await page.goto('/profile');
  const security = page.locator('.ant-card').filter({ has: page.getByText('Security', { exact: true }) });
  await expect(security.getByText('Off', { exact: true })).toBeVisible();
  await security.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = ((await page.locator('.two-factor-setup__secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, 'two-factor setup with its QR code');

  const setupCode = page.getByLabel('Code from your app');
  await setupCode.fill('000000');
  await setupCode.press('Enter');
  await expect(page.getByText(/^That code is not right/)).toBeVisible();
  await expect(setupCode).toBeFocused();
  await setupCode.fill(await codeAt(secret));
  await setupCode.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await expect(page.locator('.recovery-codes__list li')).toHaveCount(10);
  await expectAccessible(page, 'recovery codes shown once');
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-two-factor-recovery-codes.png`, fullPage: true });
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(security.getByText('On', { exact: true })).toBeVisible();
  await expect(security.getByText('Admins keep two-factor sign-in on once it is set up.')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Turn off' })).toHaveCount(0);

  // Signing in again: the password, then the code.
  await logOut(page);
  await fillInLogin(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await code.fill('000000');
  await code.press('Enter');
  await expect(page.getByText(/^That code is not right/)).toBeVisible();
  await expectAccessible(page, 'sign-in second step after a wrong code');
  await code.fill(await codeAt(secret, 1));
  await code.press('Enter');
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Tova!' })).toBeVisible();
});
