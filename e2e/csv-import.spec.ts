import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInAsAdmin } from './support/accounts.js';

/** The CSV Import tab end to end: preview, dry run, import with the real worker, its report, a second import, history. */

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;
const csv = (rows: string[][]) => `${rows.map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`;

/** The notification with this title and text (the last: an earlier one may still be fading out). */
async function notified(page: Page, title: string, text: string | RegExp) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title }).last();
  await expect(notice).toContainText(text);
}

test('an admin previews, checks and imports a CSV file, reads the report and imports it again', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const shot = (name: string) =>
    page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-import-${name}.png`, fullPage: true });
  const file = {
    name: `recipes-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\uFEFF${csv([
        ['Title', 'Intro', 'Ingredients', 'Method', 'Country', 'Keywords'],
        [
          `Smoky Bean Chilli ${stamp}`,
          'A weeknight chilli.',
          'Ingredients\n1 can black beans\n1 tsp smoked paprika',
          '1. Fry the onion.\n2. Simmer 20 minutes.',
          `Tex-Mex ${stamp}`,
          'chilli, beans',
        ],
        [`Creamy Pasta ${stamp}`, 'Silky and quick.', '200 g pasta\n100 ml cream', 'Boil.\nStir.', 'Italian', 'pasta'],
        [`No Method Soup ${stamp}`, 'Unfinished.', '1 leek', '', '', ''],
      ])}`,
    ),
  };

  await signInAsAdmin(page);
  await page.goto('/admin?tab=import');
  await expect(page.getByRole('heading', { name: 'Upload a CSV file' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Required columns' })).toContainText('instructions or method');

  // A picture is refused in the browser.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: readFileSync('frontend/public/favicon.svg') });
  await notified(page, 'Invalid File', 'Please select a valid CSV file');

  // The preview reads the file as the import will.
  await page.locator('input[type=file]').setInputFiles(file);
  const firstRows = page.getByRole('table', { name: 'First rows' });
  await expect(firstRows).toContainText(`Smoky Bean Chilli ${stamp}`);
  await expect(firstRows).toContainText('May not be vegan');
  await expect(firstRows).toContainText('There are no instructions');
  await expect(page.getByRole('table', { name: 'How the columns are read' })).toContainText('Method');
  await shot('preview');

  // A dry run writes nothing.
  await page.getByRole('button', { name: 'Check file (dry run)' }).click();
  await notified(page, 'Dry Run Finished', '2 recipes would be created; 1 row failed.');
  expect((await (await page.request.get(`/api/recipes?search=${encodeURIComponent(stamp)}`)).json()).total).toBe(0);

  // The import itself, followed live to its report.
  await page.getByRole('button', { name: 'Import recipes' }).click();
  await notified(page, 'Import Successful', 'Created 2 recipes; 1 row failed.');
  const problems = page.getByRole('table', { name: /problems/i });
  await expect(problems).toContainText('There are no instructions');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download problems (CSV)' }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved, 'utf8')).toBe('\uFEFF"Row","Column","Problem"\r\n"4","Method","There are no instructions"\r\n');
  await shot('report');
  const found = await (await page.request.get(`/api/recipes?search=${encodeURIComponent(stamp)}`)).json();
  expect(found.items.map((r: { title: string }) => r.title).sort()).toEqual([`Creamy Pasta ${stamp}`, `Smoky Bean Chilli ${stamp}`]);

  // The same file again creates nothing.
  await page.getByRole('button', { name: 'Import recipes' }).click();
  await notified(page, 'Import Successful', 'Created 0 recipes; 2 skipped as already on the site; 1 row failed.');
  const history = page.getByRole('table', { name: 'Recent imports' });
  await expect(history.getByRole('row').filter({ hasText: file.name })).toHaveCount(3);
  await shot('history');

  // The new cuisine was created from the file, with its recipe counted.
  const cuisines = await (await page.request.get(`/api/admin/cuisines?search=${encodeURIComponent(stamp)}`)).json();
  expect(cuisines.items).toEqual([expect.objectContaining({ name: `Tex-Mex ${stamp}`, recipeCount: 1, isActive: true })]);
});
