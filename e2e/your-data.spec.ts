import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

test('a member downloads their data, then deletes their account from /profile, confirming with their password', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await becomeVerifiedMember(page, { firstName: 'Dana', lastName: `Leaving </b> $&` });
  await page.goto('/profile');

  // The download: one JSON file of everything of theirs.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^plantry-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string; last_name: string } };
  expect(data.account).toMatchObject({ email: member.email, last_name: 'Leaving </b> $&' });
  await expectAccessible(page, 'profile with notification settings and your data');
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-profile-your-data.png`, fullPage: true });

  // The deletion, refused with a wrong password, then done.
  const opener = page.getByRole('button', { name: 'Delete my account' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel('Your password, to confirm');
  await expect(password).toBeFocused();
  await password.fill('not my password');
  await dialog.getByRole('button', { name: /Delete my account/ }).click();
  await expect(page.getByText('That password is not right')).toBeVisible();
  await expectAccessible(page, 'delete account dialog after a wrong password');
  await password.fill(member.password);
  await dialog.getByRole('button', { name: /Delete my account/ }).click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed out: no bell, no session.
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.post('/api/login', { data: { email: member.email, password: member.password } })).status()).toBe(401);
});
