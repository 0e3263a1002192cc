import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { FIXTURE_FOLDER, readSamples, servePages, type ServedPages } from '../bench/link-import/recipe-pages.mjs';
import { becomeHomeCook, becomeVerifiedMember } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';

/**
 * Import from a link, in the browser: a home cook pastes the address of a real recipe site's page
 * (its JSON-LD as published, served from 127.0.0.2, which the e2e worker treats as public), checks
 * the draft in the editor and shares it; pages without a recipe and private addresses are explained.
 */
const vegan = readSamples('recipe_jsonld_vegan.jsonl', FIXTURE_FOLDER);
let pages: ServedPages;

test.beforeAll(async () => {
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b5651d' } })
    .jpeg()
    .toBuffer();
  pages = await servePages({ samples: vegan, picture });
});
test.afterAll(() => pages.close());

test('a home cook imports a recipe from a link, checks the draft and shares it', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
  // Each browser takes its own page: they run at the same time.
  const index = vegan.findIndex(
    (sample, i) => sample.host === 'lazycatkitchen.com' && i % 2 === (testInfo.project.name === 'phone' ? 1 : 0),
  );
  const source = JSON.parse(vegan[index].jsonld_raw[0]) as { '@graph'?: { '@type': string; name: string }[]; name?: string };
  const title = source.name ?? source['@graph']!.find((node) => node['@type'] === 'Recipe')!.name;

  await becomeVerifiedMember(page);
  await page.goto('/create');
  await becomeHomeCook(page);
  const main = page.getByRole('main');
  const address = main.getByRole('textbox', { name: 'Recipe page address' });
  await expect(address).toBeVisible({ timeout: 15_000 });

  // A page without a recipe is explained, and the address stays to correct.
  await address.fill(`${pages.origin}/no-recipe`);
  await address.press('Enter');
  await expect(main.getByRole('alert')).toContainText('No recipe was found on that page.', { timeout: 30_000 });
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();
  await expectAccessible(page, '/create with a link that has no recipe');

  // A private address is refused at once.
  await address.fill('http://127.0.0.1:3306/');
  await main.getByRole('button', { name: 'Import' }).click();
  await expect(main.getByRole('alert')).toContainText('That address leads to a private or local network');

  const url = `${pages.origin}/recipes/${index}`;
  await address.fill(url);
  await main.getByRole('button', { name: 'Import' }).click();
  await expect(main.getByText(`Recipe imported from 127.0.0.2:${new URL(pages.origin).port}.`)).toBeVisible({ timeout: 30_000 });
  // Focus stays where the member was; the form below holds the draft.
  await expect(main.getByRole('button', { name: 'Import' })).toBeFocused();
  await expect(main.getByLabel('Title')).toHaveValue(title);
  await expect(main.getByLabel('Link to Full Recipe')).toHaveValue(url);
  expect((await main.getByLabel('Ingredients').inputValue()).split('\n').length).toBeGreaterThan(3);
  await expect(main.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, '/create with an imported draft');
  await shot('link-import-draft');

  await main.getByRole('button', { name: 'Share Recipe' }).click();
  await expect(page).toHaveURL(/\/recipe\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: /Full Recipe/ })).toHaveAttribute('href', url);
  await expect(page.getByRole('img', { name: title, exact: true })).toBeVisible();
});
