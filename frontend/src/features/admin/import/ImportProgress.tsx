import { Progress } from 'antd';
import { t } from '@lingui/core/macro';
import type { ImportDto } from '../../../api';
import { progressPercent, progressText } from './importJobs';

/** An unfinished import: the share of its rows done, and in words. */
export function ImportProgress({ job }: { job: ImportDto }) {
  const text = progressText(job);
  return (
    <div className="csv-import__progress">
      <Progress
        percent={progressPercent(job)}
        status="active"
        aria-label={job.dryRun ? t`Dry run progress` : t`Import progress`}
        aria-valuetext={text}
      />
      <p>{text}</p>
    </div>
  );
}
