import { Card } from 'antd';
import { Page } from '../../shared/ui/Page';
import { useSignedInUser } from '../auth/useCurrentUser';
import { AccountInformation } from './AccountInformation';
import { ProfileForm } from './ProfileForm';
import './ProfilePage.css';

export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <Page title="Profile" subtitle="Your name and account details." narrow>
      <div className="profile-page">
        <Card title="Personal Information" className="profile-page__card">
          <ProfileForm user={user} />
        </Card>
        <Card title="Account Information" className="profile-page__card">
          <AccountInformation user={user} />
        </Card>
      </div>
    </Page>
  );
}
