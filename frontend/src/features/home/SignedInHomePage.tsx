import { CompassOutlined, HeartOutlined } from '@ant-design/icons';
import type { UserDto } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { BecomeHomeCookButton } from '../profile/BecomeHomeCookButton';
import { Hero } from './Hero';
import { RecipeShowcase } from './HomeSections';
import { YourKitchen } from './YourKitchen';

function greetingName(user: UserDto): string {
  return user.firstName?.trim() || 'Chef';
}

export function SignedInHomePage({ user }: { user: UserDto }) {
  usePageTitle();

  return (
    <div className="home-page">
      <Hero
        title={`Welcome back, ${greetingName(user)}!`}
        subtitle="Here is what is cooking in the community today."
        actions={
          <>
            {user.role === 'registered' && <BecomeHomeCookButton size="large" />}
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
