import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function VerifyEmailPage() {
  return (
    <Page title="Email Verification" narrow>
      <ComingSoon>Verifying your email address from the link we send is arriving soon.</ComingSoon>
    </Page>
  );
}
