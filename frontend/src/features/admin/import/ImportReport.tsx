import { useEffect, useId, useRef } from 'react';
import { Alert, Spin, Statistic } from 'antd';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ImportReportDto } from '../../../api';
import { ErrorNotice } from '../../../shared/ui/ErrorNotice';
import { formatDate } from '../table/formatDate';
import { formatFileSize } from './csvFiles';
import { importSummary, isFinished } from './importJobs';
import { ImportProblems } from './ImportProblems';
import { ImportProgress } from './ImportProgress';
import { ImportTags } from './importTags';
import type { ImportJob } from './useImportJob';

type Count = 'created' | 'skipped' | 'failed' | 'flagged' | 'imagesFailed';

const COUNTS: { value: Count; title: MessageDescriptor; dryRunTitle?: MessageDescriptor }[] = [
  { value: 'created', title: msg`Created`, dryRunTitle: msg`Would be created` },
  { value: 'skipped', title: msg`Skipped (already on the site)` },
  { value: 'failed', title: msg`Failed rows` },
  { value: 'flagged', title: msg`Flagged by vegan check` },
  { value: 'imagesFailed', title: msg`Images not imported` },
];

/** A finished import: what it did, why the file failed if it did, and the rows' problems. */
function ImportResult({ report }: { report: ImportReportDto }) {
  return (
    <>
      {report.state === 'completed' ? (
        <Alert type="success" showIcon title={importSummary(report)} />
      ) : (
        <Alert type="error" showIcon title={t`The import failed`} description={report.message ?? t`Failed to import CSV file`} />
      )}
      {/* A failed import may have done part of the file: the counts say how much. */}
      <ul className="csv-import__counts" aria-label={t`Counts`}>
        {COUNTS.map(({ value, title, dryRunTitle }) => (
          <li key={value}>
            <Statistic title={i18n._((report.dryRun && dryRunTitle) || title)} value={report[value]} />
          </li>
        ))}
      </ul>
      <ImportProblems report={report} />
    </>
  );
}

/**
 * The import being followed: its progress while it runs, then its result. Drawn anew for each
 * import (keyed by it); its heading then takes the focus, so that it is read out and, on a phone,
 * scrolled to.
 */
export function ImportReport({ job }: { job: ImportJob }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { report } = job;

  return (
    <section className="csv-import__card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {report?.dryRun ? t`Dry run report` : t`Import report`}
      </h2>
      {report ? (
        <>
          <p className="csv-import__job">
            <span className="csv-import__file-name">{report.fileName}</span>
            <span className="csv-import__job-details">
              {t`${formatFileSize(report.fileSize)} · uploaded ${formatDate(report.createdAt)}`}
            </span>
            <ImportTags job={report} />
          </p>
          {isFinished(report) ? <ImportResult report={report} /> : <ImportProgress job={report} />}
        </>
      ) : job.isError ? (
        <ErrorNotice message={t`Failed to load the import report`} onRetry={() => void job.refetch()} />
      ) : (
        <Spin />
      )}
    </section>
  );
}
