import { useRef, type KeyboardEvent } from 'react';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { StarIcon } from '../../shared/ui/StarRating';
import './RatingInput.css';

const STARS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS = [msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`];

/** How each choice is read out: '1 star', '2 stars'... */
export const starsLabel = (stars: number) => plural(stars, { one: '# star', other: '# stars' });

/** The choice a key moves to from `current` (0 = none yet), or undefined for other keys. */
function choiceForKey(key: string, current: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return current >= STARS.length ? 1 : current + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return current <= 1 ? STARS.length : current - 1;
    case 'Home':
      return 1;
    case 'End':
      return STARS.length;
    default:
      return undefined;
  }
}

interface RatingInputProps {
  /** Given by Form.Item. */
  id?: string;
  value?: number;
  onChange?: (rating: number) => void;
}

/**
 * Five stars to pick a rating from (0 = none picked yet), and the rating in words. A radio group
 * named 'Rating' as the WAI-ARIA pattern has it: one Tab stop (the checked star, else the first),
 * arrows, Home and End move and pick, Space picks the focused star; exactly one star is checked,
 * and the stars up to it are drawn filled.
 */
export function RatingInput({ id, value = 0, onChange }: RatingInputProps) {
  const group = useRef<HTMLDivElement>(null);

  const pick = (stars: number) => {
    if (stars !== value) onChange?.(stars);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[stars - 1]?.focus();
  };

  const onKeyDown = (stars: number) => (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      pick(stars);
      return;
    }
    const next = choiceForKey(event.key, value || stars);
    if (next === undefined) return;
    event.preventDefault();
    pick(next);
  };

  return (
    <div className="rating-input">
      <div id={id} ref={group} role="radiogroup" aria-label={t`Rating`} className="rating-input__stars">
        {STARS.map((stars) => (
          <span
            key={stars}
            role="radio"
            className="rating-input__star"
            aria-checked={stars === value}
            aria-label={starsLabel(stars)}
            tabIndex={stars === (value || 1) ? 0 : -1}
            onClick={() => pick(stars)}
            onKeyDown={onKeyDown(stars)}
          >
            <StarIcon className="rating-input__icon" filled={stars <= value} />
          </span>
        ))}
      </div>
      <span className="rating-input__word" aria-live="polite">
        {value >= 1 ? t`${value} of 5: ${i18n._(RATING_WORDS[value - 1])}` : t`Pick 1 to 5 stars`}
      </span>
    </div>
  );
}
