import { Avatar } from 'antd';
import { avatarInitial } from '@plantry/shared';
import type { UserDto } from '../../api';
import { roleName } from '../../shared/roleName';
import { ownName } from './navigation';
import './UserSummary.css';

/** The signed-in user's avatar initial (or picture). */
export function UserAvatar({ user, size = 36 }: { user: UserDto; size?: number }) {
  return (
    <Avatar size={size} src={user.profileImageUrl ?? undefined} alt="" className="user-avatar">
      {avatarInitial(user)}
    </Avatar>
  );
}

/** Name (or email), email and role, as shown at the top of the account menus. */
export function UserSummary({ user }: { user: UserDto }) {
  return (
    <div className="user-summary">
      <UserAvatar user={user} size={44} />
      <div className="user-summary__text">
        <span className="user-summary__name">{ownName(user)}</span>
        <span className="user-summary__email">{user.email}</span>
        <span className="user-summary__role">{roleName(user.role)}</span>
      </div>
    </div>
  );
}
