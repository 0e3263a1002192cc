import { expect, test } from '@playwright/test';
import {
  becomeHomeCook,
  becomeVerifiedMember,
  chooseFromAccountMenu,
  fillInLogin,
  logOut,
  newUser,
  openAccountMenu,
  openEmailedLink,
  registerThroughPage,
  signIn,
  verifyThroughEmail,
} from './support/accounts.js';
import { emailedLink, isTo, waitForEmail } from './support/mail.js';

/*
 * Account flows against the real API, worker and mail catcher. Desktop only (the phone project
 * ignores this file, see playwright.config.ts): they check the desktop header's account menu,
 * and they create accounts, which running them twice would only repeat.
 */

test.describe.configure({ timeout: 120_000 });

test('register, verify by email, sign in, edit the profile, become a home cook, log out', async ({ page }) => {
  const user = newUser();
  await registerThroughPage(page, user);
  await verifyThroughEmail(page, user);

  // The activation page signed the user in; log out to sign in through the form.
  await logOut(page);
  await signIn(page, user);

  await chooseFromAccountMenu(page, 'Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await page.getByLabel('First Name').fill('  Robin ');
  await page.getByLabel('Last Name').fill('Greenleaf');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('registered', { exact: true })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Robin!' })).toBeVisible();
  await becomeHomeCook(page);

  await expect(page.getByRole('tab', { name: 'My Recipes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Become a Home Cook' })).toHaveCount(0);
  const menu = await openAccountMenu(page);
  await expect(menu).toContainText('Robin Greenleaf');
  await expect(menu).toContainText(user.email);
  await expect(menu).toContainText('home cook');
  await page.keyboard.press('Escape');

  await logOut(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Amazing Vegan Recipes' })).toBeVisible();
});

test('a forgotten password is replaced through the emailed link', async ({ page }) => {
  const user = newUser();
  const newPassword = 'Plantry-e2e-2';
  await registerThroughPage(page, user);
  await verifyThroughEmail(page, user);
  await logOut(page);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password Reset Email Sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();

  await openEmailedLink(page, await emailedLink(user.email, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Complete' })).toBeVisible();
  await expect(page.getByText('Password Reset Successful', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await fillInLogin(page, user.email, user.password);
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await signIn(page, user, newPassword);
});

test('the contact form reaches the site team by email', async ({ page }) => {
  const contactAddress = process.env.CONTACT_EMAIL ?? 'hello@plantry.local';
  const subject = `E2E question ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const message = 'Could the site suggest recipes by season? This message comes from the e2e tests.';

  await page.goto('/contact');
  await page.getByLabel('Name').fill('Erin Tester');
  await page.getByLabel('Email').fill('erin@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText("Message sent successfully! We'll get back to you within 24 hours.")).toBeVisible();

  const email = await waitForEmail((candidate) => isTo(contactAddress)(candidate) && candidate.subject.includes(subject));
  expect(email.text).toContain(message);
  expect(email.text).toContain('erin@example.com');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

test('Escape closes the account menu with focus back on its button', async ({ page }) => {
  await becomeVerifiedMember(page);
  await page.goto('/browse');
  const button = page.getByRole('button', { name: 'Account menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
});
