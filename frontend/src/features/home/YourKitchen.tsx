import { lazy, Suspense } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { t } from '@lingui/core/macro';
import { canShareRecipes } from '@plantry/shared';
import type { UserDto } from '../../api';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { useSearchParams } from 'react-router';
import { FavoritesTab } from './FavoritesTab';
import { FOLLOWING_PAGE, FollowingTab } from './FollowingTab';
import { HomeSection } from './HomeSections';

/** Placeholders while a tab's recipes load (SPEC.md section 9). */
const KITCHEN_SKELETONS = 4;

// Its code (with the delete confirmation) loads when the tab is first opened, like its data.
const MyRecipesTab = lazy(() => import('./MyRecipesTab').then((m) => ({ default: m.MyRecipesTab })));

/** The signed-in home's tabs: Favorites and Following always, My Recipes for those who share recipes. */
export function YourKitchen({ user }: { user: UserDto }) {
  const [params] = useSearchParams();
  const items: TabsProps['items'] = [
    {
      key: 'favorites',
      label: t`Favorites`,
      children: <FavoritesTab skeletons={KITCHEN_SKELETONS} />,
    },
    {
      key: 'following',
      label: t`Following`,
      children: <FollowingTab skeletons={KITCHEN_SKELETONS} />,
    },
  ];
  if (canShareRecipes(user.role)) {
    items.push({
      key: 'my-recipes',
      label: t`My Recipes`,
      // Tabs draw a pane only once it is opened: members who never open it never ask for it.
      children: (
        <Suspense fallback={<RecipeGrid recipes={undefined} loading skeletons={KITCHEN_SKELETONS} />}>
          <MyRecipesTab skeletons={KITCHEN_SKELETONS} />
        </Suspense>
      ),
    });
  }

  return (
    <HomeSection id="your-kitchen" title={t`Your Kitchen`}>
      {/* A page of the Following tab has its own address ('/?following=2'): that tab opens first there. */}
      <Tabs items={items} size="large" defaultActiveKey={params.has(FOLLOWING_PAGE) ? 'following' : 'favorites'} />
    </HomeSection>
  );
}
