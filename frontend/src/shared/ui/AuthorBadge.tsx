import { avatarInitial } from '@plantry/shared';
import './AuthorBadge.css';

interface AuthorBadgeProps {
  /** The author's display name (PRODUCT.md 'Privacy of members': never an email). */
  name: string;
  size?: 'small' | 'large';
}

/** A round initial and the author's name. */
export function AuthorBadge({ name, size = 'small' }: AuthorBadgeProps) {
  return (
    <span className={`author-badge author-badge--${size}`}>
      <span className="author-badge__avatar" aria-hidden="true">
        {avatarInitial({ firstName: name })}
      </span>
      <span className="author-badge__name">{name}</span>
    </span>
  );
}
