import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { ImportDto } from '../../../api';

/** What the history and the report know of an import (a report adds its first problems). */
type Job = Pick<ImportDto, 'state' | 'dryRun' | 'rowsTotal' | 'rowsDone' | 'created' | 'skipped' | 'failed'>;

/** The worker is done with it: nothing about it changes any more. */
export function isFinished(job: Pick<ImportDto, 'state'>): boolean {
  return job.state === 'completed' || job.state === 'failed';
}

/** '20,000' ('20.000' in German). */
export const formatCount = (count: number) => i18n.number(count);

/**
 * What a finished import did, in one sentence: 'Created 25 recipes; 3 skipped as already on the
 * site; 2 rows failed.' A dry run says what would be created. Nothing skipped or failed is left out.
 */
export function importSummary(job: Job): string {
  const parts = [
    job.dryRun
      ? plural(job.created, { one: '# recipe would be created', other: '# recipes would be created' })
      : plural(job.created, { one: 'Created # recipe', other: 'Created # recipes' }),
  ];
  if (job.skipped > 0) {
    parts.push(plural(job.skipped, { one: '# skipped as already on the site', other: '# skipped as already on the site' }));
  }
  if (job.failed > 0) parts.push(plural(job.failed, { one: '# row failed', other: '# rows failed' }));
  return `${parts.join('; ')}.`;
}

/** How far an unfinished import is: 'Waiting for the import worker…', 'Importing: 1,234 of 20,000 rows'. */
export function progressText(job: Job): string {
  if (job.state === 'queued') return t`Waiting for the import worker…`;
  // The worker counts the rows before it reads them.
  if (job.rowsTotal === null) return t`Counting rows…`;
  const done = formatCount(job.rowsDone);
  return job.dryRun
    ? plural(job.rowsTotal, { one: `Checking: ${done} of # row`, other: `Checking: ${done} of # rows` })
    : plural(job.rowsTotal, { one: `Importing: ${done} of # row`, other: `Importing: ${done} of # rows` });
}

/** The share of the rows done, 0 to 100 (0 until they are counted). */
export function progressPercent(job: Job): number {
  return job.rowsTotal ? Math.min(100, Math.floor((job.rowsDone / job.rowsTotal) * 100)) : 0;
}
