import { DeleteOutlined, EditOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { REVIEW_LIMITS } from '@plantry/shared';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  useDeleteReplyMutation,
  useMarkHelpfulMutation,
  useReplyToReviewMutation,
  useUnmarkHelpfulMutation,
  useUpdateReplyMutation,
  type ReviewDto,
  type ReviewReplyDto,
} from '../../api';
import { cookPath } from '../../shared/ui/cookPath';
import { useDeleteConfirmation } from '../../shared/ui/useDeleteConfirmation';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useNotifications } from '../../shared/notifications/notifications';
import { useFailureReport } from '../auth/useFailureReport';
import { ReportButton } from '../moderation/ReportButton';
import { relativeDate } from './relativeDate';

const helpfulLabel = (count: number) => (count === 1 ? '1 cook found this helpful' : `${count} cooks found this helpful`);

/** 'Helpful' for members on others' reviews (pressed once marked); the count for everyone else. */
function HelpfulControl({ review }: { review: ReviewDto }) {
  const { user } = useCurrentUser();
  const [mark, marking] = useMarkHelpfulMutation();
  const [unmark, unmarking] = useUnmarkHelpfulMutation();
  const failed = useFailureReport();
  const busy = marking.isLoading || unmarking.isLoading;
  if (!user || user.id === review.user.id) {
    return review.helpfulCount > 0 ? <span className="review-helpful__count">{helpfulLabel(review.helpfulCount)}</span> : null;
  }
  const marked = Boolean(review.markedHelpful);
  const toggle = async () => {
    if (busy) return;
    try {
      await (marked ? unmark({ id: review.id }) : mark({ id: review.id })).unwrap();
    } catch (error) {
      failed(error, 'Failed to update helpful');
    }
  };
  return (
    <>
      <Button
        size="small"
        className="review-helpful"
        icon={marked ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
        aria-pressed={marked}
        aria-disabled={busy || undefined}
        aria-label={`Helpful, review by ${review.user.name}`}
        onClick={() => void toggle()}
      >
        Helpful
      </Button>
      {review.helpfulCount > 0 && <span className="review-helpful__count">{helpfulLabel(review.helpfulCount)}</span>}
    </>
  );
}

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
      <Input.TextArea id={id} autoFocus value={body} onChange={(event) => setBody(event.target.value)} maxLength={REVIEW_LIMITS.replyMax} showCount autoSize={{ minRows: 2, maxRows: 8 }} />
      <div className="review-reply-form__actions">
        <Button type="primary" htmlType="submit" loading={busy} disabled={!trimmed}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}

/** One reply: who (the recipe's author or the Plantry team), when, the text; its writer and admins edit and delete it. */
function ReplyItem({ reply }: { reply: ReviewReplyDto }) {
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [update, updating] = useUpdateReplyMutation();
  const [remove, removing] = useDeleteReplyMutation();
  const { confirmDelete, contextHolder } = useDeleteConfirmation();
  const failed = useFailureReport();
  const editButton = useRef<HTMLButtonElement>(null);
  const manages = Boolean(user && (user.id === reply.user.id || user.role === 'admin'));
  const written = new Date(reply.createdAt);

  const save = async (body: string) => {
    try {
      await update({ id: reply.id, replyInputDto: { body } }).unwrap();
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
      return true;
    } catch (error) {
      failed(error, 'Failed to save the reply');
      return false;
    }
  };
  const deleteReply = async () => {
    if (!(await confirmDelete('Delete this reply?', 'The reply will be removed from the review.'))) return;
    try {
      await remove({ id: reply.id }).unwrap();
    } catch (error) {
      failed(error, 'Failed to delete the reply');
    }
  };

  return (
    <article className="review-reply" aria-label={`Reply by ${reply.user.name}`}>
      {contextHolder}
      <header className="review-reply__header">
        <Link to={cookPath(reply.user.id)} className="review-reply__name">
          {reply.user.name}
        </Link>
        <span className="review-reply__role">{reply.fromAuthor ? 'Recipe author' : 'Plantry team'}</span>
        <time className="review-reply__date" dateTime={reply.createdAt} title={written.toLocaleString()}>
          {relativeDate(written)}
        </time>
        <ReportButton kind="reply" id={reply.id} ownerId={reply.user.id} label={`Report reply by ${reply.user.name}`} className="review-reply__report" />
      </header>
      {editing ? (
        <ReplyForm label="Your reply" initial={reply.body} submitLabel="Save reply" busy={updating.isLoading} onSubmit={save} onCancel={() => setEditing(false)} />
      ) : (
        <p className="review-reply__body">{reply.body}</p>
      )}
      {manages && !editing && (
        <div className="review-reply__actions">
          <Button ref={editButton} size="small" type="text" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Edit<VisuallyHidden> reply</VisuallyHidden>
          </Button>
          <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading} onClick={() => void deleteReply()}>
            Delete<VisuallyHidden> reply</VisuallyHidden>
          </Button>
        </div>
      )}
    </article>
  );
}

/** 'Reply' under a review for the recipe's author and admins, opening the reply form. */
function ReplyComposer({ review }: { review: ReviewDto }) {
  const [open, setOpen] = useState(false);
  const [reply, replying] = useReplyToReviewMutation();
  const failed = useFailureReport();
  const notifications = useNotifications();
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const post = async (body: string) => {
    try {
      await reply({ id: review.id, replyInputDto: { body } }).unwrap();
      notifications.success({ title: 'Reply posted' });
      close();
      return true;
    } catch (error) {
      failed(error, 'Failed to post the reply');
      return false;
    }
  };
  if (open) return <ReplyForm label={`Reply to ${review.user.name}`} submitLabel="Post reply" busy={replying.isLoading} onSubmit={post} onCancel={close} />;
  return (
    <Button ref={opener} size="small" icon={<MessageOutlined aria-hidden />} onClick={() => setOpen(true)}>
      Reply<VisuallyHidden>{` to ${review.user.name}`}</VisuallyHidden>
    </Button>
  );
}

/**
 * Under a review: 'Helpful', the replies of the recipe's author and admins, and for them a way
 * to reply (docs/decisions/community.md).
 */
export function ReviewConversation({ review, canReply }: { review: ReviewDto; canReply: boolean }) {
  return (
    <div className="review-conversation">
      <div className="review-conversation__bar">
        <HelpfulControl review={review} />
        {canReply && <ReplyComposer review={review} />}
      </div>
      {review.replies.length > 0 && (
        <ol className="review-replies" aria-label={`Replies to ${review.user.name}`}>
          {review.replies.map((reply) => (
            <li key={reply.id}>
              <ReplyItem reply={reply} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
