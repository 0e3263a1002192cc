import { useId } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { ScrollRegionTable } from '../table/ScrollRegionTable';
import { FileSearchOutlined, HistoryOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useListImportsQuery, type ImportDto } from '../../../api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorNotice } from '../../../shared/ui/ErrorNotice';
import { formatDate } from '../table/formatDate';
import { formatFileSize } from './csvFiles';
import { formatCount } from './importJobs';
import { ImportTags } from './importTags';

interface ImportHistoryProps {
  /** The import whose report is shown, marked in the list. */
  shownJobId?: string;
  onView: (jobId: string) => void;
}

const count = (value: number | null) => (value === null ? '—' : formatCount(value));

function historyColumns(onView: (jobId: string) => void): TableColumnsType<ImportDto> {
  return [
    {
      key: 'file',
      title: t`File`,
      render: (_, job) => (
        <>
          <span className="csv-import__file-name">{job.fileName}</span>
          <span className="admin-table__secondary">{formatFileSize(job.fileSize)}</span>
        </>
      ),
    },
    { key: 'when', title: t`When`, render: (_, job) => formatDate(job.createdAt) },
    { key: 'state', title: t`State`, render: (_, job) => <ImportTags job={job} /> },
    { key: 'rows', title: t`Rows`, align: 'right', render: (_, job) => count(job.rowsTotal) },
    { key: 'created', title: t`Created`, align: 'right', render: (_, job) => count(job.created) },
    { key: 'skipped', title: t`Skipped`, align: 'right', render: (_, job) => count(job.skipped) },
    { key: 'failed', title: t`Failed`, align: 'right', render: (_, job) => count(job.failed) },
    {
      key: 'actions',
      title: t`Actions`,
      render: (_, job) => (
        <Button
          size="small"
          icon={<FileSearchOutlined aria-hidden />}
          aria-label={t`View report: ${job.fileName}`}
          onClick={() => onView(job.jobId)}
        >
          {t`View report`}
        </Button>
      ),
    },
  ];
}

/** The latest imports and dry runs, newest first; any one's report can be opened. */
export function ImportHistory({ shownJobId, onView }: ImportHistoryProps) {
  const headingId = useId();
  const { data, isFetching, isError, refetch } = useListImportsQuery();

  return (
    <section className="csv-import__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Recent imports`}</h2>
      {isError && !data ? (
        <ErrorNotice message={t`Failed to fetch imports`} onRetry={() => void refetch()} />
      ) : (
        <ScrollRegionTable<ImportDto>
          className="admin-table"
          aria-label={t`Recent imports`}
          columns={historyColumns(onView)}
          dataSource={data?.items}
          rowKey="jobId"
          rowClassName={(job) => (job.jobId === shownJobId ? 'csv-import__shown' : '')}
          loading={isFetching}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{
            emptyText: (
              <EmptyState
                icon={<HistoryOutlined />}
                title={t`No imports yet`}
                description={t`Imports and dry runs appear here once started.`}
              />
            ),
          }}
        />
      )}
    </section>
  );
}
