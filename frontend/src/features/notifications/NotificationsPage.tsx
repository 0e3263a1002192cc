import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { plural, t } from '@lingui/core/macro';
import { Link, useSearchParams } from 'react-router';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type NotificationDto,
} from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { Pager } from '../../shared/ui/Pager';
import { parsePage } from '../../shared/ui/pageParam';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useFailureReport } from '../auth/useFailureReport';
import { relativeDate } from '../reviews/relativeDate';
import './Notifications.css';

const PAGE_SIZE = 20;

/** One notification: what happened, as a link there; opening it marks it read. */
function NotificationItem({ notification }: { notification: NotificationDto }) {
  const [markRead] = useMarkNotificationReadMutation();
  const when = new Date(notification.createdAt);
  return (
    <li className={notification.read ? 'notification' : 'notification notification--unread'}>
      <Link
        to={notification.link}
        className="notification__link"
        onClick={() => (notification.read ? undefined : void markRead({ id: notification.id }))}
      >
        {!notification.read && <span className="notification__dot">{t`New`}</span>}
        {notification.text}
      </Link>
      <time className="notification__time" dateTime={when.toISOString()}>
        {relativeDate(when)}
      </time>
    </li>
  );
}

/** /notifications: what the member was told of, newest first, unread ones marked; all marked read at once. */
export function NotificationsPage() {
  usePageTitle(t`Notifications`);
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { data, isError, refetch } = useListNotificationsQuery({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const [markAll, marking] = useMarkAllNotificationsReadMutation();
  const failed = useFailureReport();
  const readAll = async () => {
    try {
      await markAll().unwrap();
    } catch (error) {
      failed(error, t`Failed to mark your notifications read`);
    }
  };

  return (
    <div className="page notifications-page">
      <div className="notifications-page__bar">
        <h1 className="notifications-page__title">{t`Notifications`}</h1>
        <div className="notifications-page__actions">
          {/* Stays where it is once all are read (aria-disabled), so that the focus stays on it. */}
          {data && data.total > 0 && (
            <Button
              icon={<CheckOutlined aria-hidden />}
              aria-disabled={data.unread === 0 || marking.isLoading}
              onClick={() => (data.unread === 0 ? undefined : void readAll())}
            >
              {t`Mark all as read`}
            </Button>
          )}
          <ButtonLink to="/profile#notification-settings">{t`Settings`}</ButtonLink>
        </div>
      </div>
      {isError ? (
        <ErrorNotice message={t`Failed to load your notifications`} onRetry={refetch} />
      ) : !data ? (
        <LoadingSpinner label={t`Loading notifications`} />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<BellOutlined />}
          title={t`Nothing yet`}
          description={t`Reviews of your recipes, replies to your reviews, new followers and decisions on your recipes will show here.`}
        />
      ) : (
        <>
          <p className="notifications-page__count" aria-live="polite">
            {data.unread === 0 ? t`All read` : plural(data.unread, { one: '# unread', other: '# unread' })}
          </p>
          <ul className="notifications-page__list" aria-label={t`Your notifications`}>
            {data.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
          <Pager page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} to={(n) => ({ search: n > 1 ? `?page=${n}` : '' })} />
        </>
      )}
    </div>
  );
}
