import { t } from '@lingui/core/macro';
import { Button, Divider } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useListSignInProvidersQuery } from '../../api';
import { safeReturnPath } from './returnTo';
import './ProviderSignIn.css';

/**
 * 'Sign in with …' under the login form, for each provider the site is set up with (none: nothing
 * shown). The browser goes to the provider and comes back signed in, to where it was going.
 */
export function ProviderSignIn() {
  const { data } = useListSignInProvidersQuery();
  const [searchParams] = useSearchParams();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const start = (id: string) =>
    window.location.assign(`/api/auth/${id}/start${returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`);
  return (
    <div className="provider-sign-in">
      <Divider plain>{t`or`}</Divider>
      {providers.map(({ id, name }) => (
        <Button key={id} size="large" block icon={<LoginOutlined aria-hidden />} onClick={() => start(id)}>
          {t`Sign in with ${name}`}
        </Button>
      ))}
    </div>
  );
}
