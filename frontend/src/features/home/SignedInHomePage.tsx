import { lazy, Suspense } from 'react';
import { CompassOutlined, HeartOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import type { UserDto } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { BecomeHomeCookButton } from '../profile/BecomeHomeCookButton';
import { Hero } from './Hero';
import { HomeSection, RecipeShowcase } from './HomeSections';
import { YourKitchen } from './YourKitchen';

// Its code (with the new collection form) loads after the page's first paint.
const YourCollections = lazy(() => import('../collections/YourCollections').then((m) => ({ default: m.YourCollections })));

function greetingName(user: UserDto): string {
  return user.firstName?.trim() || t`Chef`;
}

export function SignedInHomePage({ user }: { user: UserDto }) {
  usePageTitle();

  return (
    <div className="home-page">
      <Hero
        title={t`Welcome back, ${greetingName(user)}!`}
        subtitle={t`Here is what is cooking in the community today.`}
        actions={
          <>
            {user.role === 'registered' && <BecomeHomeCookButton size="large" />}
            <ButtonLink to="/browse" size="large" ghost icon={<CompassOutlined aria-hidden />}>
              {t`Browse Recipes`}
            </ButtonLink>
            <ButtonLink to="/favorites" size="large" ghost icon={<HeartOutlined aria-hidden />}>
              {t`My Favorites`}
            </ButtonLink>
          </>
        }
      />
      <RecipeShowcase />
      <YourKitchen user={user} />
      <HomeSection id="your-collections" title={t`Your Collections`}>
        <Suspense>
          <YourCollections />
        </Suspense>
      </HomeSection>
    </div>
  );
}
