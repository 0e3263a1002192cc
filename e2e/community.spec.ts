import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { isTo, waitForEmail } from './support/mail.js';

/** A home cook's published recipe, made through the API. */
async function shareRecipe(page: Page, title: string): Promise<number> {
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Written by the community spec.',
      ingredients: ['1 cup red lentils', '1 onion, chopped'],
      instructions: ['Fry the onion.', 'Simmer with the lentils.'],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a cook fills in their profile, a member follows them from a recipe, finds their new recipe in Following and saves it to a public collection a visitor opens', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (target: Page, name: string) =>
    target.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-community-${name}.png`, fullPage: true });
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;

  // The cook: a bio (hostile text stays text) and a picture, from /profile.
  const cookContext = await browser.newContext();
  const cookPage = await cookContext.newPage();
  const cook = await becomeVerifiedMember(cookPage);
  expect((await cookPage.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
  const cookName = `${cook.firstName} ${cook.lastName}`;
  const bio = `Weeknight curries </script><b>"bold"</b> $& and bread on Sundays.`;
  await cookPage.goto('/profile');
  await cookPage.getByLabel('Bio').fill(bio);
  await cookPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(cookPage.getByText('Profile updated', { exact: true })).toBeVisible();
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2d6a4f' } })
    .png()
    .toBuffer();
  await cookPage.getByLabel('Upload picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(cookPage.getByText('Picture updated', { exact: true })).toBeVisible();
  await expect(cookPage.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  await expectAccessible(cookPage, 'profile with bio and picture');
  const firstId = await shareRecipe(cookPage, `Red Lentil Soup ${stamp}`);

  // The member opens the recipe, follows its author from their profile.
  await becomeVerifiedMember(page);
  await page.goto(`/recipe/${firstId}`);
  await page.getByRole('link', { name: `${cookName}, cook profile` }).click();
  await expect(page.getByRole('heading', { level: 1, name: cookName })).toBeVisible();
  await expect(page).toHaveTitle(`${cookName} | Plantry`);
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByRole('list', { name: 'In numbers' })).toContainText('1 recipe');
  await expect(page.getByRole('article').filter({ hasText: `Red Lentil Soup ${stamp}` })).toBeVisible();
  const follow = page.getByRole('button', { name: `Follow ${cookName}` });
  await follow.click();
  const following = page.getByRole('button', { name: `Following ${cookName}` });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(following).toBeFocused();
  await expect(page.getByRole('list', { name: 'In numbers' })).toContainText('1 follower');
  await expectAccessible(page, 'cook profile, following');
  await shot(page, 'cook-profile');

  // The cook shares another recipe: it is first in the member's Following tab.
  const newTitle = `Smoky Black Bean Chili ${stamp}`;
  await shareRecipe(cookPage, newTitle);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Following' }).click();
  const feed = page.getByRole('tabpanel', { name: 'Following' });
  await expect(feed.getByRole('article').first()).toContainText(newTitle);
  await expect(feed.getByRole('article')).toHaveCount(2);
  await expectAccessible(page, 'home, Following tab');
  await shot(page, 'following');

  // The member saves that recipe to a new public collection from its page.
  await feed.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save to collection' });
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save to collection' });
  await expect(dialog.getByText('You have no collections yet.', { exact: false })).toBeVisible();
  const collectionName = `Chilli nights ${stamp} <i>&</i> $&`;
  await dialog.getByLabel('Name').fill(collectionName);
  await dialog.getByRole('checkbox', { name: /Public/ }).check();
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await expect(dialog.getByRole('checkbox', { name: collectionName })).toBeChecked();
  await expectAccessible(page, 'save to collection dialog');
  await shot(page, 'save-to-collection');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(save).toBeFocused();
  const [collection] = (await (await page.request.get('/api/collections')).json()) as { id: number; isPublic: boolean }[];
  expect(collection.isPublic).toBe(true);

  // A visitor sees the same profile, offered to sign in to follow; the page's head names the cook.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const answer = await visitorPage.goto(`/cook/${(await (await cookPage.request.get('/api/auth/user')).json()).id}`);
  expect(answer?.status()).toBe(200);
  await expect(visitorPage.getByRole('heading', { level: 1, name: cookName })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
  await expect(visitorPage.getByText(bio)).toBeVisible();
  await expectAccessible(visitorPage, 'cook profile, visitor');
  await shot(visitorPage, 'cook-profile-visitor');

  // The visitor opens the member's public collection: its head names it, the recipe is there.
  const opened = await visitorPage.goto(`/collection/${collection.id}`);
  expect(opened?.status()).toBe(200);
  await expect(visitorPage).toHaveTitle(`${collectionName} | Plantry`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: collectionName })).toBeVisible();
  await expect(visitorPage.getByRole('article').filter({ hasText: newTitle })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectAccessible(visitorPage, 'public collection, visitor');
  await shot(visitorPage, 'collection-visitor');
  await Promise.all([cookContext.close(), visitor.close()]);
});

test("the recipe's author replies to a review, its writer is told by the bell and by email and unsubscribes, another member finds it helpful and sorts by it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const cook = await becomeVerifiedMember(page, { firstName: 'Cora', lastName: 'Cook' });
  expect((await page.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
  const id = await shareRecipe(page, `Coconut Dal ${stamp}`);

  // Two members review it.
  const member = async (firstName: string) => {
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    const user = await becomeVerifiedMember(memberPage, { firstName, lastName: 'Reviewer' });
    return { context, page: memberPage, name: `${user.firstName} ${user.lastName}`, email: user.email };
  };
  const writer = await member('Wren');
  const other = await member('Otto');
  for (const [who, comment] of [
    [writer, 'Lovely and warming.'],
    [other, 'Good, a bit thin.'],
  ] as const) {
    expect((await who.page.request.post(`/api/recipes/${id}/reviews`, { data: { rating: 4, comment } })).status()).toBe(201);
  }

  // The cook replies to the first review from the recipe page.
  await page.goto(`/recipe/${id}`);
  const review = page.getByRole('article', { name: `Review by ${writer.name}` });
  await review.getByRole('button', { name: `Reply to ${writer.name}` }).click();
  const text = review.getByLabel(`Reply to ${writer.name}`);
  await expect(text).toBeFocused();
  await text.fill('Thank you! Try it with lime <b>zest</b> & $&.');
  await expectAccessible(page, 'reply form open');
  await review.getByRole('button', { name: 'Post reply' }).click();
  const reply = review.getByRole('article', { name: `Reply by ${cook.firstName} ${cook.lastName}` });
  await expect(reply).toContainText('Thank you! Try it with lime <b>zest</b> & $&.');
  await expect(reply.getByText('Recipe author')).toBeVisible();
  await expect(review.getByRole('button', { name: `Reply to ${writer.name}` })).toBeFocused();

  // Its writer is told: an email (with a one-click unsubscribe), and the bell, whose notification leads to the reply.
  const told = `${cook.firstName} ${cook.lastName} replied to your review of Coconut Dal ${stamp}`;
  const email = await waitForEmail((candidate) => isTo(writer.email)(candidate) && candidate.subject.startsWith(told));
  const unsubscribe = email.text.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0];
  expect(unsubscribe).toBeDefined();
  await writer.page.goto('/');
  await writer.page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(writer.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = writer.page.getByRole('list', { name: 'Your notifications' }).getByRole('link', { name: new RegExp(told) });
  await expect(notice).toBeVisible();
  await expectAccessible(writer.page, 'notifications, one unread');
  await writer.page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-community-notifications.png`, fullPage: true });
  await notice.click();
  await expect(writer.page.getByRole('article', { name: `Reply by ${cook.firstName} ${cook.lastName}` })).toBeVisible();
  await expect(writer.page.getByRole('link', { name: 'Notifications' })).toBeVisible();

  // The email's unsubscribe link, opened without signing in: it asks first, then stops reply emails.
  const stranger = await browser.newContext();
  const unsubscribePage = await stranger.newPage();
  await unsubscribePage.goto(unsubscribe!);
  await unsubscribePage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(unsubscribePage.getByText("Done: no more emails about 'Replies to my reviews'.", { exact: false })).toBeFocused();
  await expectAccessible(unsubscribePage, 'unsubscribed');
  await stranger.close();
  const settings = (await (await writer.page.request.get('/api/notifications/settings')).json()) as { kind: string; byEmail: boolean }[];
  expect(settings.find((setting) => setting.kind === 'reply')?.byEmail).toBe(false);

  // The other member marks it helpful, and sorts by most helpful.
  await other.page.goto(`/recipe/${id}`);
  const helpful = other.page.getByRole('button', { name: `Helpful, review by ${writer.name}` });
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(other.page.getByRole('article', { name: `Review by ${writer.name}` }).getByText('1 cook found this helpful')).toBeVisible();
  await other.page.getByLabel('Sort reviews').selectOption('helpful');
  const sorted = other.page.getByRole('list', { name: 'Reviews, most helpful first' });
  await expect(sorted.getByRole('article').first()).toHaveAttribute('aria-label', `Review by ${writer.name}`);
  await expectAccessible(other.page, 'reviews sorted by most helpful');
  await other.page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-community-reviews.png`, fullPage: true });
  await Promise.all([writer.context.close(), other.context.close()]);
});
