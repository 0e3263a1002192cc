import { avatarInitial } from '@plantry/shared';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { cookPath } from './cookPath';
import './AuthorBadge.css';

interface AuthorBadgeProps {
  /** The author's display name (PRODUCT.md 'Privacy of members': never an email). */
  name: string;
  /** The author's id: the name links to their cook profile. */
  id?: number;
  size?: 'small' | 'large';
}

/** A round initial and the author's name, a link to their profile when their id is known. */
export function AuthorBadge({ name, id, size = 'small' }: AuthorBadgeProps) {
  return (
    <span className={`author-badge author-badge--${size}`}>
      <span className="author-badge__avatar" aria-hidden="true">
        {avatarInitial({ firstName: name })}
      </span>
      {id === undefined ? (
        <span className="author-badge__name">{name}</span>
      ) : (
        <Link to={cookPath(id)} className="author-badge__name author-badge__link" aria-label={t`${name}, cook profile`}>
          {name}
        </Link>
      )}
    </span>
  );
}
