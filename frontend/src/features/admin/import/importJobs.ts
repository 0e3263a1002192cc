import type { ImportDto } from '../../../api';

/** What the history and the report know of an import (a report adds its first problems). */
type Job = Pick<ImportDto, 'state' | 'dryRun' | 'rowsTotal' | 'rowsDone' | 'created' | 'skipped' | 'failed'>;

/** The worker is done with it: nothing about it changes any more. */
export function isFinished(job: Pick<ImportDto, 'state'>): boolean {
  return job.state === 'completed' || job.state === 'failed';
}

const countFormat = new Intl.NumberFormat('en-GB');

/** '20,000'. */
export const formatCount = (count: number) => countFormat.format(count);

const counted = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * What a finished import did, in one sentence: 'Created 25 recipes; 3 skipped as already on the
 * site; 2 rows failed.' A dry run says what would be created. Nothing skipped or failed is left out.
 */
export function importSummary(job: Job): string {
  const recipes = counted(job.created, 'recipe', 'recipes');
  const parts = [job.dryRun ? `${recipes} would be created` : `Created ${recipes}`];
  if (job.skipped > 0) parts.push(`${formatCount(job.skipped)} skipped as already on the site`);
  if (job.failed > 0) parts.push(`${counted(job.failed, 'row', 'rows')} failed`);
  return `${parts.join('; ')}.`;
}

/** How far an unfinished import is: 'Waiting for the import worker…', 'Importing: 1,234 of 20,000 rows'. */
export function progressText(job: Job): string {
  if (job.state === 'queued') return 'Waiting for the import worker…';
  // The worker counts the rows before it reads them.
  if (job.rowsTotal === null) return 'Counting rows…';
  return `${job.dryRun ? 'Checking' : 'Importing'}: ${formatCount(job.rowsDone)} of ${counted(job.rowsTotal, 'row', 'rows')}`;
}

/** The share of the rows done, 0 to 100 (0 until they are counted). */
export function progressPercent(job: Job): number {
  return job.rowsTotal ? Math.min(100, Math.floor((job.rowsDone / job.rowsTotal) * 100)) : 0;
}
