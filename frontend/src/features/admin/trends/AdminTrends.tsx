import { Alert, Card, Skeleton } from 'antd';
import { t } from '@lingui/core/macro';
import { useGetAdminTrendsQuery } from '../../../api';
import { ErrorNotice } from '../../../shared/ui/ErrorNotice';
import { QueueHealthTable } from './QueueHealthTable';
import { WeeklyChart } from './WeeklyChart';
import './AdminTrends.css';

/**
 * The dashboard's trends under the counters: the community's activity by week, as a chart with
 * its numbers in a table for screen readers, and the queues' health. Loaded only on the admin
 * page, with its chart library (AdminPage lazy-loads it).
 */
export default function AdminTrends() {
  const { data, isError, refetch } = useGetAdminTrendsQuery();
  if (isError && !data) return <ErrorNotice message={t`Failed to load the trends`} onRetry={() => void refetch()} />;
  return (
    <section className="admin-trends" aria-labelledby="admin-trends-title">
      <h2 id="admin-trends-title" className="admin-trends__title">
        {t`Activity and queues`}
      </h2>
      <div className="admin-trends__grid">
        <Card className="admin-trends__card" size="small" title={t`Sign-ups, recipes and reviews per week`}>
          {data ? <WeeklyChart weeks={data.weeks} /> : <Skeleton active paragraph={{ rows: 6 }} />}
        </Card>
        <Card className="admin-trends__card" size="small" title={t`Queues`}>
          {!data ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : data.queues === null || data.workers === null ? (
            <Alert type="warning" showIcon title={t`The queues cannot be read: Redis does not answer.`} />
          ) : (
            <QueueHealthTable queues={data.queues} workers={data.workers} />
          )}
        </Card>
      </div>
    </section>
  );
}
