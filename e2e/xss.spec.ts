import { expect, test, type Page } from '@playwright/test';
import { becomeVerifiedMember, signInAsAdmin } from './support/accounts.js';

/**
 * Script and event-handler payloads in every text a person can write, rendered in a real browser:
 * on the pages that show them to visitors (with the server-written head and page data), to the
 * author, and in the admin tables. Each page must show the payload as text, make no element from
 * it, run none of it, and have nothing for the Content-Security-Policy to block.
 */

/** An attack in a field, marked with the field's name; short enough for a tag (40 characters). */
const attack = (field: string) => `<img src=x onerror=__xss('${field}')>`;
/** For the fields of server-written heads and JSON: it tries to close a script element first. */
const scriptAttack = (field: string) => `</script><script>__xss('${field}')</script>${attack(field)}`;

/** Counts what ran (`__xss`), the elements the payloads would make, and CSP violations. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (field: string) => void; __ran: string[]; __blocked: string[] };
    w.__ran = [];
    w.__blocked = [];
    w.__xss = (field) => w.__ran.push(field);
    document.addEventListener('securitypolicyviolation', (event) => w.__blocked.push(`${event.violatedDirective}: ${event.sample}`));
  });
}

async function expectNothingRan(page: Page) {
  const found = await page.evaluate(() => {
    const w = window as unknown as { __ran: string[]; __blocked: string[] };
    // Scripts that would run (JSON-LD and the page's data hold the payloads as data, escaped).
    const runnable = [...document.scripts].filter((script) => !script.type || /javascript|module/.test(script.type));
    const scripts = runnable.filter((script) => script.textContent?.includes('__xss'));
    return {
      ran: w.__ran,
      blocked: w.__blocked,
      elements: document.querySelectorAll('img[src="x"], [onerror], [onload]').length,
      scripts: scripts.length,
    };
  });
  expect(found).toEqual({ ran: [], blocked: [], elements: 0, scripts: 0 });
}

test('script and event-handler payloads in every text field are shown as text and never run', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await watch(page);

  // An admin names a cuisine with a payload.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await watch(admin);
  await signInAsAdmin(admin);
  const cuisine = await admin.request.post('/api/admin/cuisines', { data: { name: attack('cuisine') } });
  expect(cuisine.status()).toBe(201);
  const cuisineId = ((await cuisine.json()) as { id: number }).id;

  // A home cook with a payload for a name shares a recipe with payloads in every text.
  const author = await becomeVerifiedMember(page);
  expect((await page.request.patch('/api/auth/user', { data: { firstName: attack('first'), lastName: attack('last') } })).ok()).toBe(true);
  expect((await page.request.patch('/api/profile/role', { data: { role: 'home_cook' } })).ok()).toBe(true);
  const title = scriptAttack('title');
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: scriptAttack('description'),
      ingredients: [attack('ingredient'), '1 cup "quoted" & <b>bold</b> rice'],
      instructions: [attack('instruction')],
      helpfulNotes: attack('notes'),
      tags: [attack('tag')],
      cuisineId,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Another member reviews it with a payload; a visitor writes to the team with payloads.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await becomeVerifiedMember(reviewer);
  expect((await reviewer.request.patch('/api/auth/user', { data: { firstName: attack('reviewer'), lastName: 'Lee' } })).ok()).toBe(true);
  expect(
    (await reviewer.request.post(`/api/recipes/${id}/reviews`, { data: { rating: 5, comment: scriptAttack('comment') } })).status(),
  ).toBe(201);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await watch(visitor);
  const contact = { name: attack('contact name'), email: author.email, subject: attack('subject'), message: scriptAttack('message') };
  expect((await visitor.request.post('/api/contact', { data: contact })).status()).toBe(201);

  // A visitor's recipe page: server head (title, description, JSON-LD), page data, the page itself.
  await visitor.goto(`/recipe/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByText(attack('ingredient'))).toBeVisible();
  await expect(visitor.getByText(attack('instruction'))).toBeVisible();
  await expect(visitor.getByText(attack('notes'))).toBeVisible();
  await expect(visitor.getByText(scriptAttack('comment'))).toBeVisible();
  await expect(visitor.getByText(`${attack('reviewer')} Lee`).first()).toBeVisible();
  expect(await visitor.title()).toBe(`${title} | Plantry`);
  await expectNothingRan(visitor);

  // Lists and searches: cards, the cuisine filter, a search for a payload.
  await visitor.goto('/browse');
  await expect(visitor.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expectNothingRan(visitor);
  await visitor.goto(`/browse?search=${encodeURIComponent(attack('search'))}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Search Results for ${attack('search')}`);
  await expectNothingRan(visitor);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: title }).first()).toBeAttached();
  await expectNothingRan(visitor);

  // The author's own pages: their recipes, and their profile with the name in its form.
  await page.goto('/my-recipes');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(attack('first'));
  await expectNothingRan(page);

  // The admin's tables: users, cuisines, recipes, messages.
  for (const [tab, text] of [
    ['users', attack('first')],
    ['cuisines', attack('cuisine')],
    ['recipes', title],
    ['messages', attack('subject')],
  ]) {
    await admin.goto(`/admin?tab=${tab}`);
    await expect(admin.getByText(text).first()).toBeVisible();
    await expectNothingRan(admin);
  }

  // The policy itself: no inline script runs, even one the page's own code would add.
  const blocked = await visitor.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = "__xss('inline')";
    document.head.append(script);
    return (window as unknown as { __ran: string[] }).__ran.length;
  });
  expect(blocked).toBe(0);
  await expect.poll(() => visitor.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked.length)).toBe(1);

  for (const context of [adminContext, reviewerContext, visitorContext]) await context.close();
});
