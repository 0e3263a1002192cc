import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import './StarRating.css';

const STAR_COUNT = 5;
const STAR_PATH = 'M12 2.5l2.9 6.06 6.6.86-4.85 4.6 1.23 6.55L12 17.4l-5.88 3.17 1.23-6.55-4.85-4.6 6.6-.86z';

/** Stars filled for an average: the floor of it, within 0..5 (SPEC.md section 9). */
export function filledStars(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(STAR_COUNT, Math.max(0, Math.floor(average)));
}

/** An average as shown everywhere: one decimal ('4.0', '3.7'; '4,0' in German). */
export function formatRating(average: number): string {
  return i18n.number(Number.isFinite(average) ? average : 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * One star, drawn the same everywhere: `className`, plus `className--filled` when filled. It is
 * decorative: what the stars mean is said by their owner.
 */
export function StarIcon({ className, filled }: { className: string; filled: boolean }) {
  return (
    <svg
      className={filled ? `${className} ${className}--filled` : className}
      data-filled={filled}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

interface StarRatingProps {
  /** The plain average of the reviews, 0..5. */
  value: number;
  size?: 'small' | 'medium' | 'large';
}

/** Five stars, the floor of the average filled; read out as 'Rated 4.5 out of 5'. */
export function StarRating({ value, size = 'small' }: StarRatingProps) {
  const filled = filledStars(value);
  return (
    <span className={`star-rating star-rating--${size}`} role="img" aria-label={t`Rated ${formatRating(value)} out of ${STAR_COUNT}`}>
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <StarIcon key={index} className="star-rating__star" filled={index < filled} />
      ))}
    </span>
  );
}
