import { useRef, useState } from 'react';
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import type { ReviewDto } from '../../api';
import { DeleteReviewButton } from './DeleteReviewButton';
import { ReviewEditor } from './ReviewEditor';
import { ReviewConversation } from './ReviewConversation';
import { ReviewItem } from './ReviewItem';

/** The signed-in member's own review of the recipe, which they may change or delete. */
export function OwnReview({ review }: { review: ReviewDto }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const stopEditing = () => {
    setEditing(false);
    // Back to where the person was: the Edit button, once it is shown again.
    setTimeout(() => editButton.current?.focus());
  };

  return (
    <ReviewItem
      className="review--own"
      review={review}
      aside={
        <span className={review.hidden ? 'review__badge review__badge--hidden' : 'review__badge'}>
          {review.hidden ? t`Hidden by a moderator` : t`Your review`}
        </span>
      }
      editor={editing ? <ReviewEditor review={review} onDone={stopEditing} /> : undefined}
      conversation={<ReviewConversation review={review} canReply={false} />}
      actions={
        !editing && (
          <>
            <Button ref={editButton} icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t`Edit`}
            </Button>
            <DeleteReviewButton review={review} own />
          </>
        )
      }
    />
  );
}
