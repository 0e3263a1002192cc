import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import './ErrorPage.css';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new release). */
export function RouteErrorPage() {
  usePageTitle(t`Something went wrong`);
  return (
    <div className="error-page">
      <h1 className="error-page__title">{t`Something went wrong`}</h1>
      <p className="error-page__text">
        {t`This page could not be shown. Reloading usually helps; if it keeps happening, please tell us through the contact page.`}
      </p>
      <Button type="primary" size="large" icon={<ReloadOutlined aria-hidden />} onClick={() => window.location.reload()}>
        {t`Reload the page`}
      </Button>
    </div>
  );
}
