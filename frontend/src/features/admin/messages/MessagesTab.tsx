import { useState, type MouseEvent } from 'react';
import { Button, Segmented, type TableColumnsType } from 'antd';
import { DownOutlined, InboxOutlined, RightOutlined } from '@ant-design/icons';
import { useListContactMessagesQuery, type AdminContactMessageDto } from '../../../api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { AdminTable } from '../table/AdminTable';
import { formatDate } from '../table/formatDate';
import { useAdminTable } from '../table/useAdminTable';
import { MarkHandledButton, MessageText, SenderCell, SubjectCell } from './messageCells';
import './MessagesTab.css';

type MessageFilter = 'waiting' | 'all';

const FILTER_OPTIONS: { value: MessageFilter; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'all', label: 'All' },
];

const columns: TableColumnsType<AdminContactMessageDto> = [
  { key: 'subject', title: 'Subject', render: (_, message) => <SubjectCell message={message} /> },
  { key: 'from', title: 'From', render: (_, message) => <SenderCell message={message} /> },
  { key: 'received', title: 'Received', render: (_, message) => formatDate(message.createdAt) },
  { key: 'actions', title: 'Actions', render: (_, message) => <MarkHandledButton message={message} /> },
];

/** The arrow that shows or hides a message's text, named after its subject. */
function ExpandButton({
  expanded,
  message,
  onClick,
}: {
  expanded: boolean;
  message: AdminContactMessageDto;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <Button
      type="text"
      size="small"
      icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Hide' : 'Show'} message: ${message.subject}`}
      onClick={onClick}
    />
  );
}

/** Messages sent through the contact form, newest first: those waiting, or all of them. */
export function MessagesTab() {
  const table = useAdminTable([]);
  const [filter, setFilter] = useState<MessageFilter>('waiting');
  const result = useListContactMessagesQuery({ ...table.paging, ...(filter === 'waiting' && { handled: false }) });
  table.keepPageWithin(result.currentData?.total);

  return (
    <>
      <div className="admin-toolbar">
        <Segmented<MessageFilter>
          aria-label="Messages to show"
          options={FILTER_OPTIONS}
          value={filter}
          onChange={(next) => {
            setFilter(next);
            table.firstPage();
          }}
        />
      </div>
      <AdminTable<AdminContactMessageDto>
        table={table}
        result={result}
        label="Messages"
        errorMessage="Failed to fetch messages"
        columns={columns}
        rowKey={(message) => message.id}
        minWidth={720}
        expandable={{
          // Every column has a header, the expand buttons' too.
          columnTitle: <VisuallyHidden>Message text</VisuallyHidden>,
          expandedRowRender: (message) => <MessageText message={message} />,
          expandIcon: ({ expanded, record, onExpand }) => (
            <ExpandButton expanded={expanded} message={record} onClick={(event) => onExpand(record, event)} />
          ),
        }}
        locale={{
          emptyText: (
            <EmptyState
              icon={<InboxOutlined />}
              title={filter === 'waiting' ? 'No messages waiting' : 'No messages yet'}
              description={filter === 'waiting' ? 'Every message has been handled.' : 'Messages sent through the contact form appear here.'}
            />
          ),
        }}
      />
    </>
  );
}
