import { Button, Tag, type TableColumnsType } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { REPORT_REASON_LABELS, type ModerationAction } from '@plantry/shared';
import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useListReportsQuery, type ReportedContentDto, type ReportedItemDto } from '../../../api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { AdminTable } from '../table/AdminTable';
import { formatDate } from '../table/formatDate';
import { useAdminTable } from '../table/useAdminTable';
import { ModerationDialog } from './ModerationDialog';
import { ACTIONS, KIND_LABELS } from './moderationWords';

/** The content as the admin judges it: what and where it is, its words, and whether it is hidden now. */
function ContentCell({ content }: { content: ReportedContentDto }) {
  return (
    <div className="report-content">
      <span className="report-content__tags">
        <Tag>{KIND_LABELS[content.kind]}</Tag>
        {content.hidden && <Tag color="orange">Hidden</Tag>}
      </span>
      {content.exists ? (
        <>
          {content.link && <Link to={content.link}>{content.context}</Link>}
          {content.rating !== null && <span className="admin-table__secondary">{`${content.rating} of 5 stars`}</span>}
          {content.text && <p className="report-content__text">{content.text}</p>}
        </>
      ) : (
        <span className="admin-table__secondary">This content is gone: its writer deleted it.</span>
      )}
    </div>
  );
}

function ReportsCell({ item }: { item: ReportedItemDto }) {
  return (
    <ul className="report-lines">
      {item.reports.map((report) => (
        <li key={report.id}>
          <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
          <span className="admin-table__secondary">{`${report.reporterName}, ${formatDate(report.createdAt)}`}</span>
          {report.note && <p className="report-lines__note">{report.note}</p>}
        </li>
      ))}
    </ul>
  );
}

type Choose = (content: ReportedContentDto, action: ModerationAction, opener: HTMLElement) => void;

function ActionsCell({ content, choose }: { content: ReportedContentDto; choose: Choose }) {
  const what = `${KIND_LABELS[content.kind].toLowerCase()} by ${content.ownerName ?? 'a former member'}`;
  const shown = content.exists ? ACTIONS : ACTIONS.filter((item) => item.action === 'dismiss');
  return (
    <div className="report-actions">
      {shown.map(({ action, label, danger }) => (
        <Button
          key={action}
          size="small"
          danger={danger}
          aria-label={`${label}: ${what}`}
          aria-haspopup="dialog"
          onClick={(event) => choose(content, action, event.currentTarget)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

const columns = (choose: Choose): TableColumnsType<ReportedItemDto> => [
  { key: 'content', title: 'Reported content', render: (_, item) => <ContentCell content={item.content} /> },
  {
    key: 'writer',
    title: 'Writer',
    width: 150,
    render: (_, { content }) => (content.ownerId ? <Link to={`/cook/${content.ownerId}`}>{content.ownerName}</Link> : '—'),
  },
  { key: 'reports', title: 'Reports', width: 260, render: (_, item) => <ReportsCell item={item} /> },
  { key: 'actions', title: 'Actions', width: 200, render: (_, item) => <ActionsCell content={item.content} choose={choose} /> },
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
        label="Reported content"
        errorMessage="Failed to fetch reports"
        columns={columns(choose)}
        rowKey={(item) => `${item.content.kind}-${item.content.id}`}
        minWidth={900}
        locale={{
          emptyText: (
            <EmptyState icon={<SafetyCertificateOutlined />} title="Nothing reported" description="Reports from members appear here." />
          ),
        }}
      />
      {chosen && <ModerationDialog content={chosen.content} action={chosen.action} onClose={close} />}
    </>
  );
}
