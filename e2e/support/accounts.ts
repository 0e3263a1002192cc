import { expect, type Page } from '@playwright/test';
import { emailedLink } from './mail.js';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Unique per call: the test database may already hold users from earlier runs. */
export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function newUser(names: Partial<Pick<TestUser, 'firstName' | 'lastName'>> = {}): TestUser {
  return { firstName: 'Erin', lastName: 'Tester', ...names, email: uniqueEmail(), password: 'Plantry-e2e-1' };
}

/** The answer to the register form's question, e.g. 'What is 7 + 5?', 'What is 9 - 2?', 'What is 3 × 4?'. */
export function solveCaptcha(question: string): number {
  const match = question.match(/(\d+)\s*([+\-−×x*])\s*(\d+)/);
  if (!match) throw new Error(`Cannot read the security question '${question}'`);
  const [, left, operator, right] = match;
  const [a, b] = [Number(left), Number(right)];
  if (operator === '+') return a + b;
  if (operator === '-' || operator === '−') return a - b;
  return a * b;
}

/** Navigates to a link from an email, on the site under test (the link itself is absolute). */
export async function openEmailedLink(page: Page, link: string): Promise<void> {
  expect(link).toMatch(/^https?:\/\//);
  const { pathname, search } = new URL(link);
  await page.goto(pathname + search);
}

/** Registers through the Register tab of /auth, up to the 'Check Your Email!' panel. */
export async function registerThroughPage(page: Page, user: TestUser): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('First Name').fill(user.firstName);
  await form.getByLabel('Last Name').fill(user.lastName);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);

  const question = form.locator('label', { hasText: 'Security check' });
  await expect(question).toContainText('What is');
  await form.getByLabel(/Security check/).fill(String(solveCaptcha(await question.innerText())));
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
}

/**
 * Follows the emailed activation link, then signs in as the page offers ('Log In to Your
 * Account'); the verified user is signed in from then on.
 */
export async function verifyThroughEmail(page: Page, user: TestUser): Promise<void> {
  await activateThroughEmail(page, user);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Follows the emailed activation link, which names the account, and presses 'Log In to Your Account'. */
async function activateThroughEmail(page: Page, user: TestUser): Promise<void> {
  await openEmailedLink(page, await emailedLink(user.email, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Account Activated Successfully!' })).toBeVisible();
  await expect(page.locator('p', { hasText: 'This link was for' })).toHaveText(`This link was for ${user.email}.`);
  await page.getByRole('button', { name: 'Log In to Your Account' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  // The sign-in lands on the home page, whose h1 then takes the focus: wait for that page, so that a
  // test's next focus() is not taken back by the page change.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}!` })).toBeVisible();
}

/** Signs in through the Login tab of /auth. */
export async function fillInLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signIn(page: Page, user: TestUser, password = user.password): Promise<void> {
  await fillInLogin(page, user.email, password);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}!` })).toBeVisible();
}

/** Signs in as the seed's development admin (ADMIN_EMAIL / ADMIN_PASSWORD of the environment). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await fillInLogin(page, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
}

/** Opens the desktop header's avatar menu. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Chooses an item of the avatar menu. The menu slides in and is re-aligned as it opens, so a
 * pointer click computed a moment earlier can land beside the item; the item gets the click event
 * itself instead.
 */
export async function chooseFromAccountMenu(page: Page, item: 'Profile' | 'My Favorites' | 'Log out'): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: item }).dispatchEvent('click');
}

export async function logOut(page: Page): Promise<void> {
  await chooseFromAccountMenu(page, 'Log out');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
}

const UPGRADE_MESSAGE = "You're now a home cook! You can start sharing recipes.";

/**
 * Presses 'Become a Home Cook' and checks its message was shown before the page reloaded as a home
 * cook. The message lives 1.5 s before the reload, too briefly for polling on a busy machine, so the
 * page itself notes (in sessionStorage, which outlives the reload) when it appears.
 */
export async function becomeHomeCook(page: Page): Promise<void> {
  await page.evaluate((message) => {
    new MutationObserver((_changes, observer) => {
      if (!document.body.textContent?.includes(message)) return;
      sessionStorage.setItem('upgrade-message-shown', 'yes');
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, UPGRADE_MESSAGE);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Become a Home Cook' }).click();
  await reloaded;
  expect(await page.evaluate(() => sessionStorage.getItem('upgrade-message-shown'))).toBe('yes');
}

/** A new member (of these names), registered through the page and verified through the emailed link (signed in). */
export async function becomeVerifiedMember(page: Page, names: Partial<Pick<TestUser, 'firstName' | 'lastName'>> = {}): Promise<TestUser> {
  const user = newUser(names);
  await registerThroughPage(page, user);
  // Not verifyThroughEmail: the account menu is in the drawer on phones.
  await activateThroughEmail(page, user);
  return user;
}
