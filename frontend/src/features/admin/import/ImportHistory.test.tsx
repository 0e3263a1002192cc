import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anImport, cellTexts, history, itemTexts, LIST, openImportTab, report, reportCall, rowWith } from './importFixtures';

const RUNNING_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const done = anImport();
const running = anImport({
  jobId: RUNNING_ID,
  fileName: 'big-export.csv',
  dryRun: true,
  state: 'running',
  rowsTotal: null,
  rowsDone: 0,
  created: 0,
  skipped: 0,
  failed: 0,
  createdAt: '2024-06-02T10:00:00.000Z',
});

describe('CSV import: history', () => {
  it('lists the recent imports and opens their reports', async () => {
    const { events } = await openImportTab({
      [LIST]: history([running, done]),
      [reportCall()]: report({ problemCount: 250 }),
      [reportCall(RUNNING_ID)]: { status: 200, body: running },
    });
    const section = screen.getByRole('region', { name: 'Recent imports' });
    const table = within(section).getByRole('table', { name: 'Recent imports' });
    await within(table).findByText('recipes.csv');
    const completedRow = rowWith(table, 'recipes.csv');
    expect(cellTexts(completedRow)).toEqual(['recipes.csv2 KB', '1 Jun 2024', 'Completed', '30', '25', '3', '2', 'View report']);
    expect(cellTexts(rowWith(table, 'big-export.csv')).slice(2, 4)).toEqual(['RunningDry run', '—']);

    await events.click(within(completedRow).getByRole('button', { name: 'View report: recipes.csv' }));
    const panel = await screen.findByRole('region', { name: 'Import report' });
    expect(await within(panel).findByText('Created 25 recipes; 3 skipped as already on the site; 2 rows failed.')).toBeInTheDocument();
    expect(itemTexts(within(panel).getByRole('list', { name: 'Counts' }))[0]).toBe('Created25');
    expect(within(panel).getByRole('table', { name: 'Problems' })).toBeInTheDocument();
    expect(within(panel).getByText(/Showing the first 2 of 250 problems/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download problems (CSV)' })).toBeInTheDocument();
    // An old report is not announced.
    expect(screen.queryByText('Import Successful', { selector: '.ant-notification-notice-title' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'View report: big-export.csv' }));
    const runningPanel = await screen.findByRole('region', { name: 'Dry run report' });
    expect(await within(runningPanel).findByText('Counting rows…')).toBeInTheDocument();
    expect(within(runningPanel).getByRole('progressbar', { name: 'Dry run progress' })).toBeInTheDocument();
  });

  it('says when there are no imports yet', async () => {
    await openImportTab();
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
  });
});
