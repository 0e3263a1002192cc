import { expect, test, type Page } from '@playwright/test';
import { becomeVerifiedMember, signInAsAdmin } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/** The admin dashboard end to end: members, cuisines, a pending recipe and the queue dashboard. */

const recipeText = (title: string) => ({
  title,
  description: 'Pumpkin simmered in coconut milk with red curry paste.',
  ingredients: ['1 small pumpkin', '1 can coconut milk', '2 tbsp red curry paste'],
  instructions: ['Cube the pumpkin.', 'Simmer everything for 25 minutes.'],
});

/** The toast of a change, by its description (the last: the one before may still be fading out). */
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).last()).toBeVisible();

test('an admin changes a role and verification, manages a cuisine, approves a recipe and opens the queues', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const shot = (name: string) =>
    page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-admin-${name}.png`, fullPage: true });

  // A home cook whose edited recipe waits for review; they cannot open the admin area.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await becomeVerifiedMember(memberPage);
  expect((await memberPage.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
  const title = `Pumpkin Curry ${stamp}`;
  const created = await memberPage.request.post('/api/recipes', { data: recipeText(title) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await memberPage.request.put(`/api/recipes/${id}`, { data: recipeText(title) })).ok()).toBe(true);
  await memberPage.goto('/admin');
  await expect(memberPage.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}!` })).toBeVisible();
  expect((await memberPage.goto('/admin/queues'))?.status()).toBe(403);
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/api/recipes/${id}`)).status()).toBe(404);

  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  for (const counter of ['Total Users', 'Total Cuisines', 'Total Recipes'])
    await expect(page.getByText(counter, { exact: true })).toBeVisible();
  // The trends: this week's bars drawn (the member above signed up and shared a recipe), their
  // numbers in a table for screen readers, and the queues with the running worker.
  await expect(page.getByRole('heading', { level: 2, name: 'Activity and queues' })).toBeVisible();
  await expect(page.locator('.admin-trends__chart canvas')).toBeVisible();
  const thisWeek = page.getByRole('table', { name: 'Activity by week (weeks start on Monday)' }).getByRole('row').last();
  await expect(thisWeek.getByRole('cell').nth(0)).not.toHaveText('0');
  // A header row and the five queues: email, images, import, links, recipes.
  await expect(page.getByRole('table', { name: 'Jobs in each queue' }).getByRole('row')).toHaveCount(6);
  await expect(page.getByText(/workers? running$/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '@' }).first()).toBeVisible();
  await expectAccessible(page, 'admin dashboard with its trends');
  await shot('users');

  // User Management: the member becomes a plain user again, then not verified.
  const name = `${member.firstName} ${member.lastName}`;
  await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  // Other test members share the name: the row is the one with the email, alone once the search ran.
  await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await row.getByRole('combobox', { name: `Role of ${name}` }).click();
  // The options slide in: a click while they move can miss (a clean run left the list open, unchosen).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.locator('.ant-select-item-option[title="user"]').click();
  await toast(page, 'User updated successfully');
  // The switch turns at once and the role change's toast may still show: its own answer is waited for.
  const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes('/api/admin/users/'));
  await row.getByRole('switch', { name: `Email verified for ${name}` }).click();
  await expect(row.getByRole('switch', { name: `Email verified for ${name}` })).toHaveAttribute('aria-checked', 'false');
  expect((await saved).ok()).toBe(true);
  await toast(page, 'User updated successfully');
  const listed = await (await page.request.get(`/api/admin/users?search=${encodeURIComponent(member.email)}`)).json();
  expect(listed.items).toEqual([expect.objectContaining({ email: member.email, role: 'registered', emailVerified: false })]);

  // Cuisine Management: add, rename inline (Enter saves), remove.
  await page.getByRole('tab', { name: 'Cuisine Management' }).click();
  const cuisine = `Nordic ${stamp}`;
  const renamed = `New Nordic ${stamp}`;
  await expect(page.getByRole('button', { name: 'Add Cuisine' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'New cuisine name' }).fill(cuisine);
  await page.getByRole('button', { name: 'Add Cuisine' }).click();
  await toast(page, 'Cuisine added successfully');
  await page.getByRole('button', { name: `Rename ${cuisine}` }).click();
  const nameBox = page.getByRole('textbox', { name: `New name for ${cuisine}` });
  await nameBox.fill(renamed);
  await nameBox.press('Enter');
  await toast(page, 'Cuisine updated successfully');
  await expect(page.getByRole('button', { name: `Rename ${renamed}` })).toBeVisible();
  await shot('cuisines');
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Recipes using this cuisine will be affected');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Cuisine deleted successfully');
  await expect(page.getByRole('button', { name: `Rename ${renamed}` })).toHaveCount(0);
  const names = ((await (await visitor.request.get('/api/cuisines')).json()) as { name: string }[]).map((c) => c.name);
  expect(names).not.toContain(renamed);

  // Recipe Management: the pending recipe is approved and goes live.
  await page.getByRole('tab', { name: 'Recipe Management' }).click();
  await page.getByLabel('Recipe status').getByText('Pending', { exact: true }).click();
  await expect(page.getByRole('button', { name: `Approve ${title}` })).toBeVisible();
  await shot('recipes');
  await page.getByRole('button', { name: `Approve ${title}` }).click();
  await toast(page, 'Recipe approved');
  expect((await visitor.request.get(`/api/recipes/${id}`)).status()).toBe(200);
  await visitor.close();
  await memberContext.close();

  // The queue dashboard.
  await page.getByRole('link', { name: 'Queue Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/queues/);
  await expect(page.getByText('Plantry queues')).toBeVisible();
  // The queue is listed in the sidebar and, once loaded, in the overview too.
  await page.getByRole('link', { name: 'images', exact: true }).first().click();
  await expect(page.getByText('Completed', { exact: false }).first()).toBeVisible();
  await shot('queues');
});
