import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function ResetPasswordPage() {
  return (
    <Page title="Create New Password" narrow>
      <ComingSoon>Choosing a new password from a reset link is arriving soon.</ComingSoon>
    </Page>
  );
}
