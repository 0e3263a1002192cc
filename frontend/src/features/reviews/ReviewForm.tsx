import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Form } from 'antd';
import { IMAGE_LIMITS } from '@plantry/shared';
import { useCreateReviewMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { ReasonsAlert } from '../../shared/ui/ReasonsAlert';
import { BusyButton } from '../../shared/ui/BusyButton';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';
import { ImagePicker } from '../recipes/form/ImagePicker';
import { IMAGE_MAX_MEGABYTES, newFiles, type PickedImage } from '../recipes/form/pickedImages';
import { refusalReasons } from '../recipes/form/useRecipeSave';
import { asStars } from './reviewPages';
import { CommentInput } from './reviewFields';
import { RatingInput } from './RatingInput';

interface ReviewFormValues {
  /** 0 until a star is picked (SPEC.md section 4). */
  rating: number;
  comment: string;
  images: PickedImage[];
}

const EMPTY_REVIEW: ReviewFormValues = { rating: 0, comment: '', images: [] };

const MAX_PHOTOS = IMAGE_LIMITS.reviewImagesMax;

/** 'Share Your Experience': stars, an optional comment and up to 5 photos (SPEC.md sections 4, 5, 8). */
export function ReviewForm({ recipeId }: { recipeId: number }) {
  const [form] = Form.useForm<ReviewFormValues>();
  const rating = Form.useWatch('rating', form) ?? 0;
  const [createReview, { isLoading }] = useCreateReviewMutation();
  const [reasons, setReasons] = useState<string[]>([]);
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  const submit = async ({ rating: stars, comment, images }: ReviewFormValues) => {
    if (isLoading) return;
    if (stars < 1) {
      notifications.error({ title: t`Rating required`, description: t`Please select a rating before submitting.` });
      return;
    }
    setReasons([]);
    const photos = newFiles(images);
    try {
      await createReview({
        id: recipeId,
        // Without photos the review goes as JSON, where the API refuses an `images` field.
        createReviewFormDto: {
          rating: asStars(stars),
          comment: comment.trim() || undefined,
          ...(photos.length > 0 && { images: photos }),
        },
      }).unwrap();
    } catch (error) {
      if (handleSessionLost(error)) return;
      setReasons(refusalReasons(error));
      notifications.error({ title: t`Error`, description: t`Failed to submit review. Please try again.` });
      return;
    }
    notifications.success({ title: t`Review submitted! Thank you for sharing your feedback.` });
    form.resetFields();
  };

  const tooManyPhotos = () =>
    notifications.error({ title: t`Too many images`, description: t`Please select up to ${MAX_PHOTOS} images only.` });

  return (
    <Form<ReviewFormValues>
      form={form}
      name="review"
      layout="vertical"
      className="review-form"
      aria-labelledby="review-form-title"
      initialValues={EMPTY_REVIEW}
      onFinish={(values) => void submit(values)}
    >
      <h3 id="review-form-title" className="review-form__title">
        {t`Share Your Experience`}
      </h3>
      <Form.Item label={t`Rating`} name="rating">
        <RatingInput />
      </Form.Item>
      <Form.Item label={t`Comment (optional)`} name="comment">
        <CommentInput />
      </Form.Item>
      <Form.Item label={t`Photos (optional)`} name="images">
        <ImagePicker
          max={MAX_PHOTOS}
          featured={false}
          hint={t`Up to ${MAX_PHOTOS} photos, ${IMAGE_MAX_MEGABYTES}MB each (JPEG, PNG, WebP, AVIF or GIF).`}
          onTooMany={tooManyPhotos}
        />
      </Form.Item>
      <ReasonsAlert className="review-form__reasons" title={t`Your review was not posted`} reasons={reasons} />
      <BusyButton htmlType="submit" size="large" busy={isLoading} busyLabel={t`Submitting...`} disabled={rating < 1}>
        {t`Submit Review`}
      </BusyButton>
    </Form>
  );
}
