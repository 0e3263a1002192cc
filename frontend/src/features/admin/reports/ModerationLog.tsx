import { Tag, type TableColumnsType } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useListModerationLogQuery, type ModerationEntryDto } from '../../../api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { AdminTable } from '../table/AdminTable';
import { formatDate } from '../table/formatDate';
import { useAdminTable } from '../table/useAdminTable';
import { KIND_LABELS, LOGGED } from './moderationWords';

const when = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 'Review by Ana Silva', or the kind alone when the writer is unknown. */
function contentOf(entry: ModerationEntryDto): string {
  const kind = i18n._(KIND_LABELS[entry.targetKind]);
  return entry.targetUserName ? t`${kind} by ${entry.targetUserName}` : kind;
}

const columns = (): TableColumnsType<ModerationEntryDto> => [
  { key: 'when', title: t`When`, width: 150, render: (_, entry) => when(entry.createdAt) },
  {
    key: 'action',
    title: t`Action`,
    width: 150,
    render: (_, entry) => (
      <>
        <Tag color={entry.action === 'dismiss' ? 'green' : 'orange'}>{i18n._(LOGGED[entry.action])}</Tag>
        {entry.suspendedUntil && <span className="admin-table__secondary">{t`until ${when(entry.suspendedUntil)}`}</span>}
      </>
    ),
  },
  {
    key: 'content',
    title: t`Content`,
    render: (_, entry) => (
      <>
        <span className="admin-table__secondary">{contentOf(entry)}</span>
        <p className="report-content__text">{entry.summary}</p>
      </>
    ),
  },
  {
    key: 'by',
    title: t`By`,
    width: 150,
    render: (_, entry) =>
      entry.adminName ?? (entry.adminId === null && entry.action === 'auto_hide' ? t`Trusted members’ reports` : t`A former admin`),
  },
  { key: 'reason', title: t`Why`, width: 240, render: (_, entry) => <p className="report-content__text">{entry.reason}</p> },
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
      label={t`Moderation log`}
      errorMessage={t`Failed to fetch the moderation log`}
      columns={columns()}
      rowKey={(entry) => entry.id}
      minWidth={900}
      locale={{
        emptyText: (
          <EmptyState
            icon={<HistoryOutlined />}
            title={t`No moderation yet`}
            description={t`Every decision on reported content is written here.`}
          />
        ),
      }}
    />
  );
}
