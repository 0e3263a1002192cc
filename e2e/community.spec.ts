import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/** A home cook's published recipe, made through the API. */
async function shareRecipe(page: Page, title: string): Promise<number> {
  const created = await page.request.post('/api/recipes', {
    data: { title, description: 'Written by the community spec.', ingredients: ['1 cup red lentils', '1 onion, chopped'], instructions: ['Fry the onion.', 'Simmer with the lentils.'] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a cook fills in their profile, a member follows them from a recipe and finds their new recipe in Following', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const shot = (target: Page, name: string) => target.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-community-${name}.png`, fullPage: true });
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
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2d6a4f' } }).png().toBuffer();
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
  await Promise.all([cookContext.close(), visitor.close()]);
});
