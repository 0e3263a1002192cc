import { describe, expect, it } from 'vitest';
import { importSummary, isFinished, progressPercent, progressText } from './importJobs';

const job = {
  state: 'running' as const,
  dryRun: false,
  rowsTotal: 20000 as number | null,
  rowsDone: 1234,
  created: 25,
  skipped: 3,
  failed: 2,
};

describe('import jobs', () => {
  it('sums up what a finished import did, leaving out what did not happen', () => {
    expect(importSummary(job)).toBe('Created 25 recipes; 3 skipped as already on the site; 2 rows failed.');
    expect(importSummary({ ...job, created: 1, skipped: 0, failed: 1 })).toBe('Created 1 recipe; 1 row failed.');
    expect(importSummary({ ...job, created: 0, skipped: 0, failed: 0 })).toBe('Created 0 recipes.');
    expect(importSummary({ ...job, dryRun: true, created: 1200 })).toBe(
      '1,200 recipes would be created; 3 skipped as already on the site; 2 rows failed.',
    );
  });

  it('says how far an unfinished import is', () => {
    expect(progressText({ ...job, state: 'queued' })).toBe('Waiting for the import worker…');
    expect(progressText({ ...job, rowsTotal: null })).toBe('Counting rows…');
    expect(progressText(job)).toBe('Importing: 1,234 of 20,000 rows');
    expect(progressText({ ...job, dryRun: true, rowsTotal: 1, rowsDone: 0 })).toBe('Checking: 0 of 1 row');
    expect(progressPercent(job)).toBe(6);
    expect(progressPercent({ ...job, rowsTotal: null })).toBe(0);
    expect(progressPercent({ ...job, rowsTotal: 0, rowsDone: 0 })).toBe(0);
  });

  it('knows when the worker is done', () => {
    expect([isFinished({ state: 'queued' }), isFinished({ state: 'running' })]).toEqual([false, false]);
    expect([isFinished({ state: 'completed' }), isFinished({ state: 'failed' })]).toEqual([true, true]);
  });
});
