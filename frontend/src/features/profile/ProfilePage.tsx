import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function ProfilePage() {
  return (
    <Page title="Profile" subtitle="Your name and account details." narrow>
      <ComingSoon>Editing your profile is arriving soon.</ComingSoon>
    </Page>
  );
}
