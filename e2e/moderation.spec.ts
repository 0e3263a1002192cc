import { expect, test, type Browser } from '@playwright/test';
import { becomeVerifiedMember, signInAsAdmin } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { isTo, waitForEmail } from './support/mail.js';

/** A signed-in member of their own browser context. */
async function member(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await becomeVerifiedMember(page, { firstName, lastName: 'Tester' });
  return { context, page, user, name: `${user.firstName} ${user.lastName}` };
}

test('a member reports a review, an admin hides it from the Reports tab, the review is gone for everyone and the moderation log shows who, what, when and why', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const shot = (name: string, target = page) =>
    target.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-moderation-${name}.png`, fullPage: true });
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;

  // A cook's recipe, and a rude review of it.
  const cook = await member(browser, 'Cora');
  expect((await cook.page.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
  const created = await cook.page.request.post('/api/recipes', {
    data: {
      title: `Moderated Mushroom Stew ${stamp}`,
      description: 'Rich and dark.',
      ingredients: ['400 g mushrooms', '1 onion'],
      instructions: ['Fry.', 'Simmer.'],
    },
  });
  expect(created.status()).toBe(201);
  const recipeId = ((await created.json()) as { id: number }).id;
  const writer = await member(browser, 'Wren');
  const rude = `You are all idiots ${stamp} <b>"loud"</b> & $&`;
  expect((await writer.page.request.post(`/api/recipes/${recipeId}/reviews`, { data: { rating: 1, comment: rude } })).status()).toBe(201);

  // Another member reports it from the recipe page.
  const reporter = await member(browser, 'Rae');
  await reporter.page.goto(`/recipe/${recipeId}`);
  const review = reporter.page.getByRole('article', { name: `Review by ${writer.name}` });
  await expect(review).toContainText(rude);
  const reportButton = review.getByRole('button', { name: `Report review by ${writer.name}` });
  await reportButton.click();
  const dialog = reporter.page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('radio', { name: 'Offensive or hateful' }).check();
  await dialog.getByLabel('Anything the moderators should know? (optional)').fill('Insults everyone who cooked it.');
  await expectAccessible(reporter.page, 'report dialog');
  await shot('report-dialog', reporter.page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText('Your report reached the moderators.', { exact: false })).toBeVisible();
  await expect(reportButton).toBeFocused();

  // The admin sees it in the Reports tab, in its context, and hides it.
  await signInAsAdmin(page);
  await page.goto('/admin?tab=reports');
  const row = page.getByRole('table', { name: 'Reported content' }).getByRole('row').filter({ hasText: stamp });
  await expect(row).toContainText(rude);
  await expect(row.getByRole('link', { name: `Moderated Mushroom Stew ${stamp}` })).toHaveAttribute('href', `/recipe/${recipeId}`);
  await expect(row).toContainText('Offensive or hateful');
  await expect(row).toContainText('Insults everyone who cooked it.');
  await expectAccessible(page, 'reports queue');
  await shot('queue');
  await row.getByRole('button', { name: `Hide: review by ${writer.name}` }).click();
  const decision = page.getByRole('dialog', { name: 'Hide this content' });
  const reason = decision.getByLabel('Reason (kept in the moderation log and sent to the writer)');
  await expect(reason).toBeFocused();
  await reason.fill(`Insults other cooks ${stamp}`);
  await expectAccessible(page, 'moderation dialog');
  await decision.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('The content is hidden', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reported content' })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Reported content' }).getByRole('row').filter({ hasText: stamp })).toHaveCount(0);

  // The audit log: when, what was done to what, by whom, and why.
  const logged = page
    .getByRole('table', { name: 'Moderation log' })
    .getByRole('row')
    .filter({ hasText: `Insults other cooks ${stamp}` });
  await expect(logged).toContainText('Hidden');
  await expect(logged).toContainText(`Review by ${writer.name}`);
  await expect(logged).toContainText(rude);
  const admin = (await (await page.request.get('/api/auth/user')).json()) as { firstName: string | null };
  await expect(logged).toContainText(admin.firstName ?? '');
  await expectAccessible(page, 'reports tab after hiding');
  await shot('log');

  // Gone for a visitor, at once; its writer still sees it, marked, and is told by email.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/recipe/${recipeId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: `Moderated Mushroom Stew ${stamp}` })).toBeVisible();
  await expect(visitorPage.getByText('(0 reviews)')).toBeVisible();
  await expect(visitorPage.getByRole('article', { name: `Review by ${writer.name}` })).toHaveCount(0);
  await writer.page.goto(`/recipe/${recipeId}`);
  await expect(writer.page.getByRole('article', { name: `Review by ${writer.name}` }).getByText('Hidden by a moderator')).toBeVisible();
  await expectAccessible(writer.page, 'own hidden review');
  const email = await waitForEmail(
    (candidate) => isTo(writer.user.email)(candidate) && candidate.subject === 'A message from the Plantry moderators',
  );
  expect(email.text).toContain(`The moderator’s reason: Insults other cooks ${stamp}`);
  await Promise.all([cook.context.close(), writer.context.close(), reporter.context.close(), visitor.close()]);
});
