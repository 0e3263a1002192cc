import { useState } from 'react';
import { avatarInitial } from '@plantry/shared';
import type { ReviewerDto } from '../../api';

/** The reviewer's picture, else (none, or it does not load) the initial of their name. */
export function ReviewerAvatar({ user }: { user: ReviewerDto }) {
  const [broken, setBroken] = useState<string | null>(null);
  const picture = user.profileImageUrl !== broken ? user.profileImageUrl : null;
  // Decorative: the name is written beside it.
  if (picture) {
    return <img className="review-avatar" src={picture} alt="" loading="lazy" onError={() => setBroken(picture)} />;
  }
  return (
    <span className="review-avatar review-avatar--initial" aria-hidden="true">
      {avatarInitial({ firstName: user.name })}
    </span>
  );
}
