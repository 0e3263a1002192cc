import { Button, Tag, type TableColumnsType } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ModerationAction } from '@plantry/shared';
import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useListReportsQuery, type ReportedContentDto, type ReportedItemDto } from '../../../api';
import { reportReasonName } from '../../../shared/reportReasonName';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { AdminTable } from '../table/AdminTable';
import { formatDate } from '../table/formatDate';
import { useAdminTable } from '../table/useAdminTable';
import { ModerationDialog } from './ModerationDialog';
import { ACTIONS, KIND_LABELS, KIND_WORDS } from './moderationWords';

/** The content as the admin judges it: what and where it is, its words, and whether it is hidden now. */
function ContentCell({ content }: { content: ReportedContentDto }) {
  return (
    <div className="report-content">
      <span className="report-content__tags">
        <Tag>{i18n._(KIND_LABELS[content.kind])}</Tag>
        {content.hidden && <Tag color="orange">{t`Hidden`}</Tag>}
      </span>
      {content.exists ? (
        <>
          {content.link && <Link to={content.link}>{content.context}</Link>}
          {content.rating !== null && <span className="admin-table__secondary">{t`${content.rating} of 5 stars`}</span>}
          {content.text && <p className="report-content__text">{content.text}</p>}
        </>
      ) : (
        <span className="admin-table__secondary">{t`This content is gone: its writer deleted it.`}</span>
      )}
    </div>
  );
}

function ReportsCell({ item }: { item: ReportedItemDto }) {
  return (
    <ul className="report-lines">
      {item.reports.map((report) => (
        <li key={report.id}>
          <strong>{reportReasonName(report.reason)}</strong>
          <span className="admin-table__secondary">{`${report.reporterName}, ${formatDate(report.createdAt)}`}</span>
          {report.note && <p className="report-lines__note">{report.note}</p>}
        </li>
      ))}
    </ul>
  );
}

type Choose = (content: ReportedContentDto, action: ModerationAction, opener: HTMLElement) => void;

function ActionsCell({ content, choose }: { content: ReportedContentDto; choose: Choose }) {
  const kind = i18n._(KIND_WORDS[content.kind]);
  const what = content.ownerName ? t`${kind} by ${content.ownerName}` : t`${kind} by a former member`;
  const shown = content.exists ? ACTIONS : ACTIONS.filter((item) => item.action === 'dismiss');
  return (
    <div className="report-actions">
      {shown.map(({ action, label, danger }) => (
        <Button
          key={action}
          size="small"
          danger={danger}
          aria-label={`${i18n._(label)}: ${what}`}
          aria-haspopup="dialog"
          onClick={(event) => choose(content, action, event.currentTarget)}
        >
          {i18n._(label)}
        </Button>
      ))}
    </div>
  );
}

const columns = (choose: Choose): TableColumnsType<ReportedItemDto> => [
  { key: 'content', title: t`Reported content`, render: (_, item) => <ContentCell content={item.content} /> },
  {
    key: 'writer',
    title: t`Writer`,
    width: 150,
    render: (_, { content }) => (content.ownerId ? <Link to={`/cook/${content.ownerId}`}>{content.ownerName}</Link> : '—'),
  },
  { key: 'reports', title: t`Reports`, width: 260, render: (_, item) => <ReportsCell item={item} /> },
  { key: 'actions', title: t`Actions`, width: 200, render: (_, item) => <ActionsCell content={item.content} choose={choose} /> },
];

/**
 * Content with open reports, reported longest ago first. A decision opens its dialog; once done,
 * the row leaves the queue and the focus goes to the queue's heading (back to the button when cancelled).
 */
export function ReportQueue({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const table = useAdminTable([]);
  const result = useListReportsQuery(table.paging);
  table.keepPageWithin(result.currentData?.total);
  const [chosen, setChosen] = useState<{ content: ReportedContentDto; action: ModerationAction; opener: HTMLElement } | null>(null);
  const choose: Choose = (content, action, opener) => setChosen({ content, action, opener });
  const close = (done: boolean) => {
    const opener = chosen?.opener;
    setChosen(null);
    requestAnimationFrame(() => (done ? heading.current : opener)?.focus());
  };
  return (
    <>
      <AdminTable<ReportedItemDto>
        table={table}
        result={result}
        label={t`Reported content`}
        errorMessage={t`Failed to fetch reports`}
        columns={columns(choose)}
        rowKey={(item) => `${item.content.kind}-${item.content.id}`}
        minWidth={900}
        locale={{
          emptyText: (
            <EmptyState
              icon={<SafetyCertificateOutlined />}
              title={t`Nothing reported`}
              description={t`Reports from members appear here.`}
            />
          ),
        }}
      />
      {chosen && <ModerationDialog content={chosen.content} action={chosen.action} onClose={close} />}
    </>
  );
}
