import { t } from '@lingui/core/macro';
import { LockOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';

/** 'Access Denied' for visitors on the author's screens, with a Sign In that comes back here. */
export function AccessDenied({ description }: { description: string }) {
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      icon={<LockOutlined />}
      title={t`Access Denied`}
      description={description}
      action={
        <ButtonLink to={`/auth?returnTo=${encodeURIComponent(pathname + search)}`} type="primary">
          {t`Sign In`}
        </ButtonLink>
      }
    />
  );
}
