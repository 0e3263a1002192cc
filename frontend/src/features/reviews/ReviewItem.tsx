import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { cookPath } from '../../shared/ui/cookPath';
import type { ReactNode } from 'react';
import type { ReviewDto } from '../../api';
import { StarRating } from '../../shared/ui/StarRating';
import { dateAndTime, relativeDate } from './relativeDate';
import { ReviewerAvatar } from './ReviewerAvatar';
import { ReviewPhotos } from './ReviewPhotos';

interface ReviewItemProps {
  review: ReviewDto;
  /** At the end of the header: a mark such as 'Your review', or a small action. */
  aside?: ReactNode;
  /** Buttons under the review (Edit, Delete). */
  actions?: ReactNode;
  /** Under the photos: 'Helpful' and the replies (ReviewConversation). */
  conversation?: ReactNode;
  /** Shown instead of the stars and comment, e.g. a form to change them. */
  editor?: ReactNode;
  className?: string;
}

/** One review: who wrote it and when, the stars, the comment (line breaks kept) and the photos. */
export function ReviewItem({ review, aside, actions, conversation, editor, className }: ReviewItemProps) {
  const written = new Date(review.createdAt);
  return (
    <article className={className ? `review ${className}` : 'review'} aria-label={t`Review by ${review.user.name}`}>
      <header className="review__header">
        <ReviewerAvatar user={review.user} />
        <div className="review__who">
          <Link to={cookPath(review.user.id)} className="review__name">
            {review.user.name}
          </Link>
          <span className="review__meta">
            {!editor && <StarRating value={review.rating} />}
            <time className="review__date" dateTime={review.createdAt} title={dateAndTime(written)}>
              {relativeDate(written)}
            </time>
          </span>
        </div>
        {aside}
      </header>
      {editor ?? (review.comment && <p className="review__comment">{review.comment}</p>)}
      <ReviewPhotos review={review} />
      {actions && <div className="review__actions">{actions}</div>}
      {conversation}
    </article>
  );
}
