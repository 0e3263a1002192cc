import { DeleteOutlined, EditOutlined, MessageOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Input } from 'antd';
import { REVIEW_LIMITS } from '@plantry/shared';
import { useId, useRef, useState } from 'react';
import { useDeleteReplyMutation, useReplyToReviewMutation, useUpdateReplyMutation, type ReviewDto, type ReviewReplyDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { useDeleteConfirmation } from '../../shared/ui/useDeleteConfirmation';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { useFailureReport } from '../auth/useFailureReport';

/*
 * What only the recipe's author and admins use under a review: the reply form (antd's Input), and
 * editing and deleting a reply (with its confirmation dialog, antd's Modal). ReviewConversation
 * loads this module only for them, so that a visitor's recipe page does not load the code of
 * forms and dialogs it never shows (docs/decisions/performance.md).
 */

interface ReplyFormProps {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel: () => void;
}

/** A reply's text with Post / Cancel; focus starts in the text. */
function ReplyForm({ label, initial = '', submitLabel, busy, onSubmit, onCancel }: ReplyFormProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const trimmed = body.trim();
  const submit = async () => {
    if (trimmed && (await onSubmit(trimmed))) setBody('');
  };
  return (
    <form
      className="review-reply-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="review-reply-form__label">
        {label}
      </label>
      <Input.TextArea
        id={id}
        autoFocus
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={REVIEW_LIMITS.replyMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 8 }}
      />
      <div className="review-reply-form__actions">
        <Button type="primary" htmlType="submit" loading={busy} disabled={!trimmed}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>{t`Cancel`}</Button>
      </div>
    </form>
  );
}

/** A reply's text, for its writer and admins with Edit (the text in a form) and Delete. */
export function ManagedReply({ reply }: { reply: ReviewReplyDto }) {
  const [editing, setEditing] = useState(false);
  const [update, updating] = useUpdateReplyMutation();
  const [remove, removing] = useDeleteReplyMutation();
  const { confirmDelete, contextHolder } = useDeleteConfirmation();
  const failed = useFailureReport();
  const editButton = useRef<HTMLButtonElement>(null);

  const save = async (body: string) => {
    try {
      await update({ id: reply.id, replyInputDto: { body } }).unwrap();
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
      return true;
    } catch (error) {
      failed(error, t`Failed to save the reply`);
      return false;
    }
  };
  const deleteReply = async () => {
    if (!(await confirmDelete(t`Delete this reply?`, t`The reply will be removed from the review.`))) return;
    try {
      await remove({ id: reply.id }).unwrap();
    } catch (error) {
      failed(error, t`Failed to delete the reply`);
    }
  };

  return (
    <>
      {contextHolder}
      {editing ? (
        <ReplyForm
          label={t`Your reply`}
          initial={reply.body}
          submitLabel={t`Save reply`}
          busy={updating.isLoading}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <p className="review-reply__body">{reply.body}</p>
          <div className="review-reply__actions">
            <Button ref={editButton} size="small" type="text" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              <Trans>
                Edit<VisuallyHidden> reply</VisuallyHidden>
              </Trans>
            </Button>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={removing.isLoading}
              onClick={() => void deleteReply()}
            >
              <Trans>
                Delete<VisuallyHidden> reply</VisuallyHidden>
              </Trans>
            </Button>
          </div>
        </>
      )}
    </>
  );
}

/** 'Reply' under a review for the recipe's author and admins, opening the reply form. */
export function ReplyComposer({ review }: { review: ReviewDto }) {
  const [open, setOpen] = useState(false);
  const [reply, replying] = useReplyToReviewMutation();
  const failed = useFailureReport();
  const notifications = useNotifications();
  const opener = useRef<HTMLButtonElement>(null);
  const { name } = review.user;
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const post = async (body: string) => {
    try {
      await reply({ id: review.id, replyInputDto: { body } }).unwrap();
      notifications.success({ title: t`Reply posted` });
      close();
      return true;
    } catch (error) {
      failed(error, t`Failed to post the reply`);
      return false;
    }
  };
  if (open)
    return <ReplyForm label={t`Reply to ${name}`} submitLabel={t`Post reply`} busy={replying.isLoading} onSubmit={post} onCancel={close} />;
  return (
    <Button ref={opener} size="small" icon={<MessageOutlined aria-hidden />} onClick={() => setOpen(true)}>
      <Trans>
        Reply<VisuallyHidden> to {name}</VisuallyHidden>
      </Trans>
    </Button>
  );
}
