import { t } from '@lingui/core/macro';
import { CheckOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLocation } from 'react-router';
import { errorMessage, useFollowCookMutation, useUnfollowCookMutation, type CookProfileDto } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { useNotifications } from '../../shared/notifications/notifications';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';

/**
 * Follow or unfollow a cook. A visitor is sent to sign in and back; the cook themselves sees none.
 * While a click is on its way the button stays enabled (aria-disabled), so it keeps the focus.
 */
export function FollowButton({ cook }: { cook: CookProfileDto }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const [follow, following] = useFollowCookMutation();
  const [unfollow, unfollowing] = useUnfollowCookMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();
  const busy = following.isLoading || unfollowing.isLoading;

  if (!user) {
    return (
      <ButtonLink to={`/auth?returnTo=${encodeURIComponent(pathname)}`} type="primary" icon={<UserAddOutlined aria-hidden />}>
        {t`Sign in to follow`}
      </ButtonLink>
    );
  }
  if (user.id === cook.id) return null;

  const followed = Boolean(cook.followedByMe);
  const { name } = cook;
  const toggle = async () => {
    if (busy) return;
    try {
      if (followed) {
        await unfollow({ id: cook.id }).unwrap();
        notifications.success({ title: t`Unfollowed`, description: t`You no longer follow ${name}.` });
      } else {
        await follow({ id: cook.id }).unwrap();
        notifications.success({ title: t`Following`, description: t`New recipes by ${name} will show in your Following tab.` });
      }
    } catch (error) {
      if (!handleSessionLost(error))
        notifications.error({ title: t`Error`, description: errorMessage(error, t`Failed to update following`) });
    }
  };

  return (
    <Button
      type={followed ? 'default' : 'primary'}
      icon={followed ? <CheckOutlined aria-hidden /> : <UserAddOutlined aria-hidden />}
      aria-pressed={followed}
      aria-disabled={busy || undefined}
      loading={busy}
      onClick={() => void toggle()}
    >
      {followed ? t`Following` : t`Follow`}
      <span className="visually-hidden">{` ${name}`}</span>
    </Button>
  );
}
