import { Button, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { DashboardOutlined, HomeOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Page } from '../../shared/ui/Page';
import { AdminCounters } from './AdminCounters';
import { AdminTabs } from './AdminTabs';
import './AdminPage.css';

/** The trends and their chart library, in their own chunk. */
const AdminTrends = lazy(() => import('./trends/AdminTrends'));

export function AdminPage() {
  return (
    <Page
      title={t`Admin Dashboard`}
      subtitle={t`Manage users, cuisines and recipes.`}
      actions={
        <>
          {/* The queue dashboard is drawn by the server (bull-board): a full page load, not a route. */}
          <Button href="/admin/queues" icon={<DashboardOutlined aria-hidden />}>
            {t`Queue Dashboard`}
          </Button>
          <ButtonLink to="/" icon={<HomeOutlined aria-hidden />}>
            {t`Back to Site`}
          </ButtonLink>
        </>
      }
    >
      <AdminCounters />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <AdminTrends />
      </Suspense>
      <AdminTabs />
    </Page>
  );
}
