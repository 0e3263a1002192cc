import { BellOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { useCountUnreadNotificationsQuery } from '../../api';
import './Notifications.css';

/** How often the bell asks again while the page is in front. */
const POLL_MS = 60_000;

/** The header's bell for signed-in members: a link to /notifications, its name saying how many are unread. */
export function NotificationBell() {
  const { data } = useCountUnreadNotificationsQuery(undefined, { pollingInterval: POLL_MS, skipPollingIfUnfocused: true });
  const unread = data?.unread ?? 0;
  return (
    <Link to="/notifications" className="notification-bell" aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}>
      <Badge count={unread} overflowCount={99} size="small" className="notification-bell__badge">
        <BellOutlined aria-hidden className="notification-bell__icon" />
      </Badge>
    </Link>
  );
}
