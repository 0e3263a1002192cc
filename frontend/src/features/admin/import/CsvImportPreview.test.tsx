import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@plantry/shared';
import { failure } from '../../../test/renderApp';
import { findToast } from '../../../test/toasts';
import {
  aCsvFile,
  aPreview,
  cellTexts,
  chooseFile,
  columns,
  dryRunButton,
  importButton,
  itemTexts,
  openImportTab,
  PREVIEW,
  rowWith,
} from './importFixtures';

describe('CSV import: the file and its preview', () => {
  it('explains the columns a file needs and how it is read', async () => {
    await openImportTab();
    const required = screen.getByRole('region', { name: 'Required columns' });
    expect(itemTexts(required)).toEqual(['recipe title', 'description or intro', 'ingredients', 'instructions or method']);
    const optional = screen.getByRole('region', { name: 'Optional columns' });
    expect(itemTexts(optional)).toEqual(['country or cuisine', 'keywords or tags', 'image URL']);
    const hints = itemTexts(screen.getByRole('list', { name: 'Good to know' })).join('\n');
    expect(hints).toContain("case-insensitively, and common aliases work too (e.g. 'name', 'method', 'directions'");
    expect(hints).toContain('A row without a description uses its first instruction step.');
    expect(hints).toContain('UTF-8 CSV text separated by commas, semicolons or tabs, at most 100 MB.');
    expect(hints).toContain('(same title and ingredients) are skipped, so importing a file twice is safe.');
    expect(hints).toContain('belong to the admin who imports them and are published');
    expect(hints).toContain('Ingredients the vegan check flags are imported and marked for review in Recipe Management.');
    // Nothing to send yet.
    expect(dryRunButton()).toBeDisabled();
    expect(importButton()).toBeDisabled();
  });

  it("refuses a file that is not CSV: 'Invalid File', and sends nothing", async () => {
    const app = await openImportTab();
    await chooseFile(app, new File(['%PDF'], 'recipes.pdf', { type: 'application/pdf' }));
    expect(await findToast('Invalid File')).toEqual({ description: 'Please select a valid CSV file', kind: 'error' });
    expect(app.countOf(PREVIEW)).toBe(0);
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('refuses a file over 100 MB before uploading it', async () => {
    const app = await openImportTab();
    const huge = aCsvFile('huge.csv');
    Object.defineProperty(huge, 'size', { value: IMPORT_LIMITS.maxBytes + 1 });
    await chooseFile(app, huge);
    expect(await findToast('Import Failed')).toEqual({ description: 'The CSV file must be at most 100 MB', kind: 'error' });
    expect(app.countOf(PREVIEW)).toBe(0);
  });

  it('previews a chosen file: its separator, how each field is read and the first rows', async () => {
    const app = await openImportTab();
    // A file the browser gives no type is known by its name.
    const file = aCsvFile('recipes.tsv', '');
    await chooseFile(app, file);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Separator:')).toHaveTextContent('Separator: semicolon');
    expect(app.formsOf(PREVIEW)).toEqual([{ csvFile: 'file:recipes.tsv' }]);
    expect(screen.getByText('recipes.tsv')).toBeInTheDocument();
    expect(screen.getByText(`${file.size} bytes`)).toBeInTheDocument();

    const fields = within(preview).getByRole('table', { name: 'How the columns are read' });
    expect(rowWith(fields, 'Title')).toHaveTextContent('TitleRequiredRecipe Name');
    expect(rowWith(fields, 'Instructions')).toHaveTextContent('InstructionsRequiredMethod');
    expect(rowWith(fields, 'Image URL')).toHaveTextContent("Image URLOptionalnot foundNames read: 'image', 'image url', 'photo'");

    const rows = within(preview).getByRole('table', { name: 'First rows' });
    const curry = rowWith(rows, 'Chickpea Curry');
    expect(cellTexts(curry)).toEqual([
      '2',
      'Chickpea Curry',
      '1 can chickpeas, 400 ml coconut milk, 2 handfuls spinach…4 in all',
      '2',
      'Indian',
      'curryquick',
      ' Yes',
    ]);
    expect(within(curry).getByText('Yes')).toHaveAttribute('title', 'https://example.com/curry.jpg');
    expect(within(curry).queryByText('May not be vegan')).not.toBeInTheDocument();

    const bars = rowWith(rows, 'Honey Oat Bars');
    expect(within(bars).getByText('May not be vegan')).toBeInTheDocument();
    expect(within(bars).getByText('Flagged: honey')).toBeInTheDocument();
    expect(within(bars).getByText(/^Try/)).toHaveTextContent(/maple syrup/);
    expect(within(bars).getByText('No')).toBeInTheDocument();

    const failing = rowWith(rows, 'Will not be imported');
    expect(within(failing).getByText('Ingredients: The row has no ingredients')).toHaveClass('ant-typography-danger');

    expect(dryRunButton()).toBeEnabled();
    expect(importButton()).toBeEnabled();
  });

  it('disables importing a file without a required column, and says why', async () => {
    const problem = "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients')";
    const app = await openImportTab({
      [PREVIEW]: {
        status: 200,
        body: aPreview({
          problem,
          columns: columns.map((column) => (column.field === 'ingredients' ? { ...column, header: null } : column)),
          rows: [],
        }),
      },
    });
    await chooseFile(app);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('alert')).toHaveTextContent(`This file cannot be imported${problem}`);
    const fields = within(preview).getByRole('table', { name: 'How the columns are read' });
    const notFound = within(rowWith(fields, 'Ingredients')).getByText('not found');
    expect(notFound.closest('.ant-typography')).toHaveClass('ant-typography-danger');
    expect(dryRunButton()).toBeDisabled();
    expect(importButton()).toBeDisabled();
  });

  it("shows the server's reason when the file cannot be read, and disables importing it", async () => {
    const reason = 'Invalid File: Please select a valid CSV file (the file is not UTF-8 text)';
    const app = await openImportTab({ [PREVIEW]: failure(400, reason) });
    await chooseFile(app);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('alert')).toHaveTextContent(`The file cannot be read${reason}`);
    expect(importButton()).toBeDisabled();
  });

  it('forgets the chosen file on Remove', async () => {
    const app = await openImportTab();
    await chooseFile(app);
    await waitFor(() => expect(importButton()).toBeEnabled());
    await app.events.click(screen.getByRole('button', { name: 'Remove recipes.csv' }));
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.queryByText('recipes.csv')).not.toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });
});
