import { t } from '@lingui/core/macro';
import { AvatarEditor } from './AvatarEditor';
import { Card } from 'antd';
import { Page } from '../../shared/ui/Page';
import { useSignedInUser } from '../auth/useCurrentUser';
import { AccountInformation } from './AccountInformation';
import { BecomeHomeCookButton } from './BecomeHomeCookButton';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { ProfileForm } from './ProfileForm';
import { PasskeySettings } from './passkeys/PasskeySettings';
import { SecuritySettings } from './two-factor/SecuritySettings';
import { YourData } from './YourData';
import './ProfilePage.css';

export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <Page title={t`Profile`} subtitle={t`Your name, picture, bio, account details, security, notifications and data.`} narrow>
      <div className="profile-page">
        <Card title={t`Personal Information`} className="profile-page__card">
          <AvatarEditor user={user} />
          <ProfileForm user={user} />
        </Card>
        <Card title={t`Account Information`} className="profile-page__card">
          <AccountInformation user={user} />
          {/* Where a member looks for it; the same button as on /create and the home page. */}
          {user.role === 'registered' && (
            <div className="profile-page__upgrade">
              <p>{t`Home cooks share their own recipes with the community.`}</p>
              <BecomeHomeCookButton />
            </div>
          )}
        </Card>
        <Card title={t`Security`} className="profile-page__card">
          <SecuritySettings />
          <PasskeySettings />
        </Card>
        <Card title={<span id="notification-settings">{t`Notifications`}</span>} className="profile-page__card">
          <NotificationSettings emailVerified={user.emailVerified} />
        </Card>
        <Card title={t`Your Data`} className="profile-page__card">
          <YourData isAdmin={user.role === 'admin'} />
        </Card>
      </div>
    </Page>
  );
}
