import { t } from '@lingui/core/macro';
import { Button, Form } from 'antd';
import { errorMessage, useUpdateReviewMutation, type ReviewDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';
import { asStars } from './reviewPages';
import { CommentInput } from './reviewFields';
import { RatingInput } from './RatingInput';

interface EditValues {
  rating: number;
  comment: string;
}

interface ReviewEditorProps {
  review: ReviewDto;
  /** Called after saving, or on Cancel. */
  onDone: () => void;
}

/** Changes a review's stars and comment in place (its photos stay as posted). */
export function ReviewEditor({ review, onDone }: ReviewEditorProps) {
  const [updateReview, { isLoading }] = useUpdateReviewMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  const save = async ({ rating, comment }: EditValues) => {
    if (isLoading) return;
    try {
      await updateReview({
        id: review.id,
        updateReviewDto: { rating: asStars(rating), comment: comment.trim() || null },
      }).unwrap();
    } catch (error) {
      if (!handleSessionLost(error)) {
        notifications.error({ title: t`Error`, description: errorMessage(error, t`Failed to update review. Please try again.`) });
      }
      return;
    }
    notifications.success({ title: t`Review updated`, description: t`Your changes have been saved.` });
    onDone();
  };

  return (
    <Form<EditValues>
      name={`edit-review-${review.id}`}
      layout="vertical"
      className="review-editor"
      initialValues={{ rating: review.rating, comment: review.comment ?? '' }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item label={t`Rating`} name="rating">
        <RatingInput />
      </Form.Item>
      <Form.Item label={t`Comment (optional)`} name="comment">
        <CommentInput autoFocus />
      </Form.Item>
      <div className="review-editor__buttons">
        <BusyButton htmlType="submit" busy={isLoading} busyLabel={t`Saving...`}>
          {t`Save`}
        </BusyButton>
        <Button onClick={onDone} disabled={isLoading}>
          {t`Cancel`}
        </Button>
      </div>
    </Form>
  );
}
