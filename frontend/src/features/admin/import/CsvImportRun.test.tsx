import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../../test/renderApp';
import { findToast } from '../../../test/toasts';
import {
  anImport,
  cellTexts,
  chooseFile,
  dryRunButton,
  history,
  IMPORT,
  importButton,
  itemTexts,
  JOB_ID,
  LIST,
  openImportTab,
  report,
  reportCall,
  type ImportApp,
} from './importFixtures';
import { IMPORT_POLL_MS } from './useImportJob';

const started = { status: 202, body: { message: 'Import started', jobId: JOB_ID } };

/** Chooses the file and clicks `button` once the preview allows it. */
async function startWith(app: ImportApp, button: () => HTMLElement) {
  await chooseFile(app);
  await waitFor(() => expect(button()).toBeEnabled());
  await app.events.click(button());
}

const reportPanel = (name = 'Import report') => screen.findByRole('region', { name });

describe('CSV import: importing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uploads the file, follows the import live and reports 'Import Successful' with its problems", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = anImport({ state: 'running', rowsTotal: 20000, rowsDone: 1234, created: 1200, problems: [] });
    const app = await openImportTab({
      [IMPORT]: started,
      [reportCall()]: [{ status: 200, body: running }, report()],
      [LIST]: [history([]), history([running]), history([anImport()])],
    });
    await startWith(app, importButton);

    expect(app.formsOf(IMPORT)).toEqual([{ csvFile: 'file:recipes.csv', dryRun: 'false' }]);
    const panel = await reportPanel();
    expect(await within(panel).findByText('Importing: 1,234 of 20,000 rows')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '6');
    // One import at a time from this screen.
    expect(importButton()).toBeDisabled();
    expect(dryRunButton()).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(IMPORT_POLL_MS);
    });
    expect(await findToast('Import Successful')).toEqual({
      description: 'Created 25 recipes; 3 skipped as already on the site; 2 rows failed.',
      kind: 'success',
    });
    expect(itemTexts(within(panel).getByRole('list', { name: 'Counts' }))).toEqual([
      'Created25',
      'Skipped (already on the site)3',
      'Failed rows2',
      'Flagged by vegan check1',
      'Images not imported0',
    ]);
    const problems = within(panel).getByRole('table', { name: 'Problems' });
    expect(within(problems).getAllByRole('row').slice(1).map(cellTexts)).toEqual([
      ['4', 'ingredients', 'The row has no ingredients'],
      ['9', 'title', 'The title is longer than 200 characters'],
    ]);
    const download = within(panel).getByRole('link', { name: 'Download problems (CSV)' });
    expect(download).toHaveAttribute('href', `/api/admin/imports/${JOB_ID}/problems.csv`);
    expect(download).toHaveAttribute('download');
    expect(importButton()).toBeEnabled();

    // The new recipes show on the dashboard's counters, and the history says the import completed.
    await waitFor(() => expect(app.countOf('GET /api/admin/stats')).toBe(2));
    await waitFor(() => expect(app.countOf(LIST)).toBe(3));
    // Polling stopped once it finished.
    await act(() => vi.advanceTimersByTimeAsync(3 * IMPORT_POLL_MS));
    expect(app.countOf(reportCall())).toBe(2);
  });

  it("checks a file with a dry run: 'Dry Run Finished', nothing refreshed but the history", async () => {
    const app = await openImportTab({
      [IMPORT]: started,
      [reportCall()]: report({ dryRun: true, skipped: 0, failed: 1, problemCount: 0, problems: [] }),
    });
    await startWith(app, dryRunButton);

    expect(await findToast('Dry Run Finished')).toEqual({
      description: '25 recipes would be created; 1 row failed.',
      kind: 'success',
    });
    expect(app.formsOf(IMPORT)).toEqual([{ csvFile: 'file:recipes.csv', dryRun: 'true' }]);
    const panel = await reportPanel('Dry run report');
    expect(itemTexts(within(panel).getByRole('list', { name: 'Counts' }))[0]).toBe('Would be created25');
    expect(within(panel).getByText('Dry run')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Download problems (CSV)' })).not.toBeInTheDocument();
    await waitFor(() => expect(app.countOf(LIST)).toBe(3));
    expect(app.countOf('GET /api/admin/stats')).toBe(1);
  });

  it("says 'Import Failed' with the server's reason when the upload is refused", async () => {
    const reason = "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients')";
    const app = await openImportTab({ [IMPORT]: failure(400, reason) });
    await startWith(app, importButton);
    expect(await findToast('Import Failed')).toEqual({ description: reason, kind: 'error' });
    expect(screen.queryByRole('region', { name: 'Import report' })).not.toBeInTheDocument();
    expect(importButton()).toBeEnabled();
  });

  it("says 'Failed to import CSV file' when the server gives no reason", async () => {
    const app = await openImportTab({ [IMPORT]: { status: 502, body: {} } });
    await startWith(app, importButton);
    expect(await findToast('Import Failed')).toEqual({ description: 'Failed to import CSV file', kind: 'error' });
  });

  it('signs in again when the session ended, instead of reporting a failure', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const app = await openImportTab({ [IMPORT]: failure(401, 'Unauthorized') });
    await startWith(app, importButton);
    expect(await findToast('Unauthorized')).toEqual({ description: 'You are logged out. Logging in again...', kind: 'error' });
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fadmin%3Ftab%3Dimport'));
  });

  it("reports an import that failed as a whole: 'Import Failed' with its message", async () => {
    const message = 'The file is not UTF-8 text: save it as "CSV UTF-8" and import it again';
    const app = await openImportTab({
      [IMPORT]: started,
      [reportCall()]: report({ state: 'failed', message, created: 0, skipped: 0, failed: 0, flagged: 0, problemCount: 0, problems: [] }),
    });
    await startWith(app, importButton);
    expect(await findToast('Import Failed')).toEqual({ description: message, kind: 'error' });
    const panel = await reportPanel();
    expect(within(panel).getByRole('alert')).toHaveTextContent(`The import failed${message}`);
    expect(within(panel).getByText('Failed')).toBeInTheDocument();
  });
});
