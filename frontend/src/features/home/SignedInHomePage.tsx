import { Button } from 'antd';
import { CompassOutlined, HeartOutlined, RiseOutlined } from '@ant-design/icons';
import type { UserDto } from '../../api';
import { useNotifications } from '../../app/notifications';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { Hero } from './Hero';
import { RecipeShowcase } from './HomeSections';
import { YourKitchen } from './YourKitchen';

function greetingName(user: UserDto): string {
  return user.firstName?.trim() || 'Chef';
}

export function SignedInHomePage({ user }: { user: UserDto }) {
  usePageTitle();
  const notifications = useNotifications();

  return (
    <div className="home-page">
      <Hero
        title={`Welcome back, ${greetingName(user)}!`}
        subtitle="Here is what is cooking in the community today."
        actions={
          <>
            {user.role === 'registered' && (
              <Button
                type="primary"
                size="large"
                icon={<RiseOutlined aria-hidden />}
                onClick={() =>
                  notifications.info({
                    title: 'Arriving soon',
                    description: 'Becoming a home cook arrives with the next update.',
                  })
                }
              >
                Become a Home Cook
              </Button>
            )}
            <ButtonLink to="/browse" size="large" ghost icon={<CompassOutlined aria-hidden />}>
              Browse Recipes
            </ButtonLink>
            <ButtonLink to="/favorites" size="large" ghost icon={<HeartOutlined aria-hidden />}>
              My Favorites
            </ButtonLink>
          </>
        }
      />
      <RecipeShowcase />
      <YourKitchen user={user} />
    </div>
  );
}
