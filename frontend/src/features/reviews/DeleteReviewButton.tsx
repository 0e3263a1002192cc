import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useDeleteReviewMutation, type ReviewDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';
import { useDeleteConfirmation } from '../../shared/ui/useDeleteConfirmation';

interface DeleteReviewButtonProps {
  review: ReviewDto;
  /** The caller's own review (else an admin removing someone else's). */
  own: boolean;
}

/**
 * Delete for a review, after a confirmation: its author's, or an admin's on any review. The
 * recipe's average, count and reviews refresh through the cache tags.
 */
export function DeleteReviewButton({ review, own }: DeleteReviewButtonProps) {
  const { confirmDelete: confirm, contextHolder } = useDeleteConfirmation();
  const [deleteReview, { isLoading }] = useDeleteReviewMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  const confirmDelete = async () => {
    const confirmed = await confirm(
      own ? 'Delete your review?' : 'Delete this review?',
      own ? 'Your rating, comment and photos will be removed.' : `The review by ${review.user.name}, with its photos, will be removed.`,
    );
    if (!confirmed) return;
    try {
      await deleteReview({ id: review.id }).unwrap();
    } catch (error) {
      if (!handleSessionLost(error)) notifications.error({ title: 'Error', description: 'Failed to delete review' });
      return;
    }
    notifications.success({
      title: 'Review deleted',
      description: own ? 'Your review has been removed.' : 'The review has been removed.',
    });
  };

  return (
    <>
      {contextHolder}
      <Button
        danger
        // An admin's Delete on others' reviews stays small, in the corner of each review.
        {...(!own && { type: 'text', size: 'small', className: 'review__moderate' })}
        icon={<DeleteOutlined aria-hidden />}
        loading={isLoading}
        onClick={() => void confirmDelete()}
      >
        Delete
        {!own && <VisuallyHidden>{` review by ${review.user.name}`}</VisuallyHidden>}
      </Button>
    </>
  );
}
