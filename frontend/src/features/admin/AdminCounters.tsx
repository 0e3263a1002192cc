import { Card, Statistic } from 'antd';
import { useGetAdminStatsQuery, type AdminStatsDto } from '../../api';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';

/** The dashboard's counters: SPEC.md's three, then what waits for an admin. */
const COUNTERS: { title: string; value: keyof AdminStatsDto }[] = [
  { title: 'Total Users', value: 'users' },
  { title: 'Total Cuisines', value: 'cuisines' },
  { title: 'Total Recipes', value: 'recipes' },
  { title: 'Pending Review', value: 'pendingRecipes' },
  { title: 'Unread Messages', value: 'unreadMessages' },
];

export function AdminCounters() {
  const { data, isError, refetch } = useGetAdminStatsQuery();
  if (isError && !data) return <ErrorNotice message="Failed to load the counters" onRetry={() => void refetch()} />;
  return (
    <ul className="admin-counters" aria-label="Counters">
      {COUNTERS.map(({ title, value }) => (
        <li key={value}>
          <Card className="admin-counters__card" size="small">
            <Statistic title={title} value={data?.[value]} loading={!data} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
