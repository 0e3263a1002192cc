import type { ChangeEvent } from 'react';
import { Input, Rate } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { REVIEW_LIMITS } from '@plantry/shared';

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

interface RatingInputProps {
  /** Given by Form.Item. */
  id?: string;
  value?: number;
  onChange?: (rating: number) => void;
}

/** Five stars to pick a rating from (0 = none picked yet), and the rating in words. */
export function RatingInput({ id, value = 0, onChange }: RatingInputProps) {
  return (
    <div className="rating-input">
      <div role="radiogroup" aria-label="Your rating">
        <Rate
          id={id}
          className="rating-input__stars"
          value={value}
          onChange={onChange}
          allowClear={false}
          character={<StarFilled aria-hidden />}
        />
      </div>
      <span className="rating-input__word" aria-live="polite">
        {value >= 1 ? `${value} of 5: ${RATING_WORDS[value - 1]}` : 'Pick 1 to 5 stars'}
      </span>
    </div>
  );
}

interface CommentInputProps {
  id?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  autoFocus?: boolean;
}

/** The optional comment: line breaks kept, at most 2000 characters, with a counter. */
export function CommentInput(props: CommentInputProps) {
  return (
    <Input.TextArea
      {...props}
      rows={4}
      maxLength={REVIEW_LIMITS.commentMax}
      showCount
      placeholder="How did it turn out? Any tips or swaps?"
    />
  );
}
