import { useId } from 'react';
import type { TableColumnsType } from 'antd';
import { ScrollRegionTable } from '../table/ScrollRegionTable';
import { DownloadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import type { ImportProblemDto, ImportReportDto } from '../../../api';
import { formatCount } from './importJobs';

type ProblemRow = ImportProblemDto & { key: number };

const columns = (): TableColumnsType<ProblemRow> => [
  { key: 'row', title: t`Row`, dataIndex: 'rowNumber', width: 72 },
  { key: 'column', title: t`Column`, dataIndex: 'column', width: 160 },
  { key: 'problem', title: t`Problem`, dataIndex: 'reason' },
];

/**
 * The rows that failed (or lost their image) and why: the first ones here, every one in the CSV
 * download (a plain link: the browser sends the session cookie and saves the file).
 */
export function ImportProblems({ report }: { report: ImportReportDto }) {
  const headingId = useId();
  if (report.problemCount === 0) return null;
  // A row can have several problems: the position in the list tells them apart.
  const rows: ProblemRow[] = report.problems.map((problem, index) => ({ ...problem, key: index }));
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t`Problems`}</h3>
      {report.problemCount > rows.length && (
        <p>{t`Showing the first ${formatCount(rows.length)} of ${formatCount(report.problemCount)} problems; the download lists them all.`}</p>
      )}
      <ScrollRegionTable<ProblemRow>
        className="admin-table"
        aria-label={t`Problems`}
        size="small"
        columns={columns()}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 560 }}
      />
      <a className="csv-import__download" href={`/api/admin/imports/${report.jobId}/problems.csv`} download>
        <DownloadOutlined aria-hidden /> {t`Download problems (CSV)`}
      </a>
    </section>
  );
}
