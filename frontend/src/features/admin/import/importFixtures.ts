import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ImportColumnDto, ImportDto, ImportPreviewDto, ImportReportDto } from '../../../api';
import { recordForms } from '../../../test/forms';
import type { Reply, Routes } from '../../../test/renderApp';
import { openAdmin } from '../adminFixtures';

/** Test data and helpers for the CSV Import tab. */

export const JOB_ID = '5b7e2f0c-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
export const LIST = 'GET /api/admin/imports';
export const PREVIEW = 'POST /api/admin/import-csv/preview';
export const IMPORT = 'POST /api/admin/import-csv';
export const reportCall = (jobId = JOB_ID) => `GET /api/admin/imports/${jobId}`;

export function anImport(overrides: Partial<ImportReportDto> = {}): ImportReportDto {
  return {
    jobId: JOB_ID,
    fileName: 'recipes.csv',
    fileSize: 2048,
    dryRun: false,
    state: 'completed',
    rowsTotal: 30,
    rowsDone: 30,
    created: 25,
    skipped: 3,
    failed: 2,
    flagged: 1,
    imagesFailed: 0,
    problemCount: 2,
    message: null,
    createdAt: '2024-06-01T10:00:00.000Z',
    startedAt: '2024-06-01T10:00:01.000Z',
    finishedAt: '2024-06-01T10:00:09.000Z',
    problems: [
      { rowNumber: 4, column: 'ingredients', reason: 'The row has no ingredients' },
      { rowNumber: 9, column: 'title', reason: 'The title is longer than 200 characters' },
    ],
    ...overrides,
  };
}

export const report = (overrides: Partial<ImportReportDto> = {}): Reply => ({ status: 200, body: anImport(overrides) });
export const history = (items: ImportDto[]): Reply => ({ status: 200, body: { items } });

const column = (field: ImportColumnDto['field'], required: boolean, header: string | null, accepted: string[]) => ({
  field,
  required,
  header,
  accepted,
});

export const columns: ImportColumnDto[] = [
  column('title', true, 'Recipe Name', ['title', 'recipe title', 'recipe name', 'name', 'recipe']),
  column('description', false, 'Intro', ['description', 'intro']),
  column('ingredients', true, 'Ingredients', ['ingredients', 'ingredient list', 'recipe ingredients']),
  column('instructions', true, 'Method', ['instructions', 'method', 'directions']),
  column('cuisine', false, 'Country', ['cuisine', 'country']),
  column('tags', false, 'Keywords', ['tags', 'keywords']),
  column('image', false, null, ['image', 'image url', 'photo']),
];

export function aPreview(overrides: Partial<ImportPreviewDto> = {}): ImportPreviewDto {
  const recipe = {
    description: 'A creamy curry.',
    instructions: ['Fry the onion.', 'Simmer.'],
    tags: [],
    veganFlags: [],
  };
  return {
    delimiter: ';',
    columns,
    problem: null,
    rows: [
      {
        rowNumber: 2,
        recipe: {
          ...recipe,
          title: 'Chickpea Curry',
          ingredients: ['1 can chickpeas', '400 ml coconut milk', '2 handfuls spinach', '1 onion'],
          tags: ['curry', 'quick'],
          cuisine: 'Indian',
          imageUrl: 'https://example.com/curry.jpg',
        },
      },
      {
        rowNumber: 3,
        recipe: {
          ...recipe,
          title: 'Honey Oat Bars',
          ingredients: ['2 cups oats', '3 tbsp honey'],
          veganFlags: [{ index: 1, line: '3 tbsp honey', term: 'honey' }],
        },
      },
      { rowNumber: 4, problems: [{ rowNumber: 4, column: 'Ingredients', reason: 'The row has no ingredients' }] },
    ],
    ...overrides,
  };
}

export function aCsvFile(name = 'recipes.csv', type = 'text/csv'): File {
  return new File(['Recipe Name;Ingredients;Method\nChickpea Curry;1 can chickpeas;Simmer.\n'], name, { type });
}

/**
 * The dashboard's CSV Import tab, signed in as the admin: no imports yet, and the preview of
 * aPreview() unless told otherwise. Uploaded forms are recorded (formsOf).
 */
export async function openImportTab(routes: Routes = {}) {
  const app = openAdmin('/admin?tab=import', { [LIST]: history([]), [PREVIEW]: { status: 200, body: aPreview() }, ...routes });
  const formsOf = recordForms();
  expect(await screen.findByRole('heading', { name: 'Upload a CSV file' })).toBeInTheDocument();
  // A dropped file ignores the input's `accept`, as a browser's "All files" does: the tab checks it.
  return { ...app, formsOf, events: userEvent.setup({ applyAccept: false }) };
}

export type ImportApp = Awaited<ReturnType<typeof openImportTab>>;

export async function chooseFile(app: ImportApp, file = aCsvFile()) {
  await app.events.upload(screen.getByLabelText('CSV file'), file);
}

export const dryRunButton = () => screen.getByRole('button', { name: 'Check file (dry run)' });
export const importButton = () => screen.getByRole('button', { name: 'Import recipes' });

/** The row of `table` that shows `text`. */
export function rowWith(table: HTMLElement, text: string): HTMLElement {
  return within(table).getByText(text).closest('tr') as HTMLElement;
}

/** The texts of a list's items (the counters: 'Created25'). */
export function itemTexts(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The texts of a table row's cells. */
export function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}
