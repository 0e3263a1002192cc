import { t } from '@lingui/core/macro';
import type { ImageVariantsDto, ReviewDto } from '../../api';
import { RecipeImagePlaceholder } from '../../shared/ui/RecipeImagePlaceholder';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';

/** Thumbnails are 88 px square on phones and 112 px from 600 px wide. */
const THUMBNAIL_SIZES = '(min-width: 600px) 112px, 88px';

/** A review's photos as thumbnails, each opening the full photo in a new tab. */
export function ReviewPhotos({ review }: { review: ReviewDto }) {
  if (review.images.length === 0) return null;
  const variantsOf = new Map<string, ImageVariantsDto>(review.imageVariants.map((image) => [image.url, image]));
  const { name } = review.user;
  return (
    <ul className="wrap-list review-photos" aria-label={t`Photos by ${name}`}>
      {review.images.map((image, index) => (
        <li key={image}>
          <a className="review-photos__link" href={image} target="_blank" rel="noopener noreferrer">
            <ResponsiveImage
              src={image}
              variants={variantsOf.get(image)}
              alt={t`Photo ${index + 1} by ${name} (opens in a new tab)`}
              sizes={THUMBNAIL_SIZES}
              fallback={<RecipeImagePlaceholder />}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
