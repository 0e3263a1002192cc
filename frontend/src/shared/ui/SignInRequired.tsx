import { LockOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { ButtonLink } from './ButtonLink';
import { EmptyState } from './EmptyState';

/** A members' page as a visitor sees it: 'Sign In Required', and Sign In, which comes back to `returnTo`. */
export function SignInRequired({ description, returnTo }: { description: string; returnTo: string }) {
  return (
    <EmptyState
      icon={<LockOutlined />}
      title={t`Sign In Required`}
      description={description}
      action={
        <ButtonLink to={`/auth?returnTo=${encodeURIComponent(returnTo)}`} type="primary">
          {t`Sign In`}
        </ButtonLink>
      }
    />
  );
}
