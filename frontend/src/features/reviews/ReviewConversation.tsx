import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { plural, t } from '@lingui/core/macro';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@plantry/shared';
import { useMarkHelpfulMutation, useUnmarkHelpfulMutation, type ReviewDto, type ReviewReplyDto } from '../../api';
import { cookPath } from '../../shared/ui/cookPath';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useFailureReport } from '../auth/useFailureReport';
import { ReportButton } from '../moderation/ReportButton';
import { dateAndTime, relativeDate } from './relativeDate';

// The recipe's author and admins only (the reply form, Edit and Delete with its confirmation):
// loaded when they see a review, so that a visitor's recipe page loads no form or dialog code.
const replyTools = () => import('./ReplyTools');
const ReplyComposer = lazy(() => replyTools().then((m) => ({ default: m.ReplyComposer })));
const ManagedReply = lazy(() => replyTools().then((m) => ({ default: m.ManagedReply })));

const helpfulLabel = (count: number) => plural(count, { one: '# cook found this helpful', other: '# cooks found this helpful' });

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
      failed(error, t`Failed to update helpful`);
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
        aria-label={t`Helpful, review by ${review.user.name}`}
        onClick={() => void toggle()}
      >
        {t`Helpful`}
      </Button>
      {review.helpfulCount > 0 && <span className="review-helpful__count">{helpfulLabel(review.helpfulCount)}</span>}
    </>
  );
}

/** One reply: who (the recipe's author or the Plantry team), when, the text; its writer and admins edit and delete it. */
function ReplyItem({ reply }: { reply: ReviewReplyDto }) {
  const { user } = useCurrentUser();
  const manages = Boolean(user && (user.id === reply.user.id || user.role === 'admin'));
  const written = new Date(reply.createdAt);
  const body = <p className="review-reply__body">{reply.body}</p>;

  return (
    <article className="review-reply" aria-label={t`Reply by ${reply.user.name}`}>
      <header className="review-reply__header">
        <Link to={cookPath(reply.user.id)} className="review-reply__name">
          {reply.user.name}
        </Link>
        <span className="review-reply__role">{reply.fromAuthor ? t`Recipe author` : t`${PRODUCT_NAME} team`}</span>
        <time className="review-reply__date" dateTime={reply.createdAt} title={dateAndTime(written)}>
          {relativeDate(written)}
        </time>
        <ReportButton
          kind="reply"
          id={reply.id}
          ownerId={reply.user.id}
          label={t`Report reply by ${reply.user.name}`}
          className="review-reply__report"
        />
      </header>
      {manages ? (
        // The text shows while the code of Edit and Delete loads.
        <Suspense fallback={body}>
          <ManagedReply reply={reply} />
        </Suspense>
      ) : (
        body
      )}
    </article>
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
        {canReply && (
          <Suspense fallback={null}>
            <ReplyComposer review={review} />
          </Suspense>
        )}
      </div>
      {review.replies.length > 0 && (
        <ol className="review-replies" aria-label={t`Replies to ${review.user.name}`}>
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
