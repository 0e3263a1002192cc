import { useState, type MouseEvent } from 'react';
import { Button, Segmented, type TableColumnsType } from 'antd';
import { DownOutlined, InboxOutlined, RightOutlined } from '@ant-design/icons';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useListContactMessagesQuery, type AdminContactMessageDto } from '../../../api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { AdminTable } from '../table/AdminTable';
import { formatDate } from '../table/formatDate';
import { useAdminTable } from '../table/useAdminTable';
import { MarkHandledButton, MessageText, SenderCell, SubjectCell } from './messageCells';
import './MessagesTab.css';

type MessageFilter = 'waiting' | 'all';

const FILTER_OPTIONS: { value: MessageFilter; label: MessageDescriptor }[] = [
  { value: 'waiting', label: msg`Waiting` },
  { value: 'all', label: msg`All` },
];

const columns = (): TableColumnsType<AdminContactMessageDto> => [
  { key: 'subject', title: t`Subject`, render: (_, message) => <SubjectCell message={message} /> },
  { key: 'from', title: t`From`, render: (_, message) => <SenderCell message={message} /> },
  { key: 'received', title: t`Received`, render: (_, message) => formatDate(message.createdAt) },
  { key: 'actions', title: t`Actions`, render: (_, message) => <MarkHandledButton message={message} /> },
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
      aria-label={expanded ? t`Hide message: ${message.subject}` : t`Show message: ${message.subject}`}
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
          aria-label={t`Messages to show`}
          options={FILTER_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
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
        label={t`Messages`}
        errorMessage={t`Failed to fetch messages`}
        columns={columns()}
        rowKey={(message) => message.id}
        minWidth={720}
        expandable={{
          // Every column has a header, the expand buttons' too.
          columnTitle: <VisuallyHidden>{t`Message text`}</VisuallyHidden>,
          expandedRowRender: (message) => <MessageText message={message} />,
          expandIcon: ({ expanded, record, onExpand }) => (
            <ExpandButton expanded={expanded} message={record} onClick={(event) => onExpand(record, event)} />
          ),
        }}
        locale={{
          emptyText: (
            <EmptyState
              icon={<InboxOutlined />}
              title={filter === 'waiting' ? t`No messages waiting` : t`No messages yet`}
              description={
                filter === 'waiting' ? t`Every message has been handled.` : t`Messages sent through the contact form appear here.`
              }
            />
          ),
        }}
      />
    </>
  );
}
