import { Button, Tag } from 'antd';
import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useMarkContactMessageMutation, type AdminContactMessageDto } from '../../../api';
import { formatDate } from '../table/formatDate';
import { useAdminFeedback } from '../table/useAdminFeedback';

interface MessageCellProps {
  message: AdminContactMessageDto;
}

/** The subject, with 'Handled' (and when) once an admin dealt with it. */
export function SubjectCell({ message }: MessageCellProps) {
  return (
    <>
      <span className="admin-message__subject">{message.subject}</span>
      {message.handledAt && (
        <span className="admin-table__secondary">
          <Tag color="green">{t`Handled`}</Tag>
          {formatDate(message.handledAt)}
        </span>
      )}
    </>
  );
}

/** The sender's name and their email as a mailto: link, to reply. */
export function SenderCell({ message }: MessageCellProps) {
  return (
    <>
      {message.name}
      <a className="admin-table__secondary" href={`mailto:${message.email}`}>
        {message.email}
      </a>
    </>
  );
}

/** The message's text, its line breaks kept. */
export function MessageText({ message }: MessageCellProps) {
  return <p className="admin-message__text">{message.message}</p>;
}

/** 'Mark handled' for a waiting message; 'Mark unhandled' puts a handled one back. */
export function MarkHandledButton({ message }: MessageCellProps) {
  const [mark, { isLoading }] = useMarkContactMessageMutation();
  const report = useAdminFeedback();
  const markHandled = message.handledAt === null;
  return (
    <Button
      size="small"
      type={markHandled ? 'primary' : 'default'}
      icon={markHandled ? <CheckOutlined aria-hidden /> : <UndoOutlined aria-hidden />}
      aria-label={markHandled ? t`Mark handled: ${message.subject}` : t`Mark unhandled: ${message.subject}`}
      loading={isLoading}
      onClick={() =>
        void report(
          mark({ id: message.id, markHandledDto: { handled: markHandled } }),
          markHandled ? t`Message marked as handled` : t`Message marked as waiting`,
        )
      }
    >
      {markHandled ? t`Mark handled` : t`Mark unhandled`}
    </Button>
  );
}
