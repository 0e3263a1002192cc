import { Tag, type TableColumnsType } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { MODERATION_ACTION_LABELS } from '@plantry/shared';
import { useListModerationLogQuery, type ModerationEntryDto } from '../../../api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { AdminTable } from '../table/AdminTable';
import { useAdminTable } from '../table/useAdminTable';
import { KIND_LABELS } from './moderationWords';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const columns: TableColumnsType<ModerationEntryDto> = [
  { key: 'when', title: 'When', width: 150, render: (_, entry) => when.format(new Date(entry.createdAt)) },
  {
    key: 'action',
    title: 'Action',
    width: 150,
    render: (_, entry) => (
      <>
        <Tag color={entry.action === 'dismiss' ? 'green' : 'orange'}>{MODERATION_ACTION_LABELS[entry.action]}</Tag>
        {entry.suspendedUntil && <span className="admin-table__secondary">{`until ${when.format(new Date(entry.suspendedUntil))}`}</span>}
      </>
    ),
  },
  {
    key: 'content',
    title: 'Content',
    render: (_, entry) => (
      <>
        <span className="admin-table__secondary">{`${KIND_LABELS[entry.targetKind]}${entry.targetUserName ? ` by ${entry.targetUserName}` : ''}`}</span>
        <p className="report-content__text">{entry.summary}</p>
      </>
    ),
  },
  {
    key: 'by',
    title: 'By',
    width: 150,
    render: (_, entry) =>
      entry.adminName ?? (entry.adminId === null && entry.action === 'auto_hide' ? 'Trusted members’ reports' : 'A former admin'),
  },
  { key: 'reason', title: 'Why', width: 240, render: (_, entry) => <p className="report-content__text">{entry.reason}</p> },
];

/** Every moderation action, newest first: when, what was done to what, by whom, and why. */
export function ModerationLog() {
  const table = useAdminTable([]);
  const result = useListModerationLogQuery(table.paging);
  table.keepPageWithin(result.currentData?.total);
  return (
    <AdminTable<ModerationEntryDto>
      table={table}
      result={result}
      label="Moderation log"
      errorMessage="Failed to fetch the moderation log"
      columns={columns}
      rowKey={(entry) => entry.id}
      minWidth={900}
      locale={{
        emptyText: (
          <EmptyState
            icon={<HistoryOutlined />}
            title="No moderation yet"
            description="Every decision on reported content is written here."
          />
        ),
      }}
    />
  );
}
