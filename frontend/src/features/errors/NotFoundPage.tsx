import { HomeOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import './ErrorPage.css';

export function NotFoundPage() {
  usePageTitle(t`Page Not Found`);
  return (
    <div className="error-page">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="error-page__title">{t`Page Not Found`}</h1>
      <p className="error-page__text">{t`This page has wandered off the menu. It may have moved, or the link may be mistyped.`}</p>
      <ButtonLink to="/" type="primary" size="large" icon={<HomeOutlined aria-hidden />}>
        {t`Back to Home`}
      </ButtonLink>
    </div>
  );
}
