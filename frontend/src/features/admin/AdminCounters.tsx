import { Card, Statistic } from 'antd';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useGetAdminStatsQuery, type AdminStatsDto } from '../../api';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';

/** The dashboard's counters: SPEC.md's three, then what waits for an admin. */
const COUNTERS: { title: MessageDescriptor; value: keyof AdminStatsDto }[] = [
  { title: msg`Total Users`, value: 'users' },
  { title: msg`Total Cuisines`, value: 'cuisines' },
  { title: msg`Total Recipes`, value: 'recipes' },
  { title: msg`Pending Review`, value: 'pendingRecipes' },
  { title: msg`Unread Messages`, value: 'unreadMessages' },
];

export function AdminCounters() {
  const { data, isError, refetch } = useGetAdminStatsQuery();
  if (isError && !data) return <ErrorNotice message={t`Failed to load the counters`} onRetry={() => void refetch()} />;
  return (
    <ul className="admin-counters" aria-label={t`Counters`}>
      {COUNTERS.map(({ title, value }) => (
        <li key={value}>
          <Card className="admin-counters__card" size="small">
            <Statistic title={i18n._(title)} value={data?.[value]} loading={!data} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
