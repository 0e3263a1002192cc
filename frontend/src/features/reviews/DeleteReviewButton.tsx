import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const { name } = review.user;

  const confirmDelete = async () => {
    const confirmed = await confirm(
      own ? t`Delete your review?` : t`Delete this review?`,
      own ? t`Your rating, comment and photos will be removed.` : t`The review by ${name}, with its photos, will be removed.`,
    );
    if (!confirmed) return;
    try {
      await deleteReview({ id: review.id }).unwrap();
    } catch (error) {
      if (!handleSessionLost(error)) notifications.error({ title: t`Error`, description: t`Failed to delete review` });
      return;
    }
    notifications.success({
      title: t`Review deleted`,
      description: own ? t`Your review has been removed.` : t`The review has been removed.`,
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
        {own ? (
          t`Delete`
        ) : (
          <Trans>
            Delete<VisuallyHidden> review by {name}</VisuallyHidden>
          </Trans>
        )}
      </Button>
    </>
  );
}
