import { lazy, Suspense } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { canShareRecipes } from '@plantry/shared';
import type { UserDto } from '../../api';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { useSearchParams } from 'react-router';
import { FavoritesTab } from './FavoritesTab';
import { FOLLOWING_PAGE, FollowingTab } from './FollowingTab';
import { HomeSection } from './HomeSections';

/** Placeholders while a tab's recipes load (SPEC.md section 9). */
const KITCHEN_SKELETONS = 4;

// Their code (with the delete confirmation, the new collection form) loads when the tab is first opened, like its data.
const CollectionsTab = lazy(() => import('../collections/CollectionsTab').then((m) => ({ default: m.CollectionsTab })));
const MyRecipesTab = lazy(() => import('./MyRecipesTab').then((m) => ({ default: m.MyRecipesTab })));

/** The address parameter naming the tab to open ('/?kitchen=collections', where a deleted collection leaves for). */
const KITCHEN_TAB = 'kitchen';

/** The tab open first: the one the address names, the Following tab on one of its pages, else Favorites. */
function firstTab(params: URLSearchParams, keys: string[]): string {
  const named = params.get(KITCHEN_TAB);
  if (named && keys.includes(named)) return named;
  return params.has(FOLLOWING_PAGE) ? 'following' : 'favorites';
}

/** The signed-in home's tabs: Favorites, Following and Collections always, My Recipes for those who share recipes. */
export function YourKitchen({ user }: { user: UserDto }) {
  const [params] = useSearchParams();
  const items: TabsProps['items'] = [
    {
      key: 'favorites',
      label: 'Favorites',
      children: <FavoritesTab skeletons={KITCHEN_SKELETONS} />,
    },
    {
      key: 'following',
      label: 'Following',
      children: <FollowingTab skeletons={KITCHEN_SKELETONS} />,
    },
    {
      key: 'collections',
      label: 'Collections',
      children: (
        <Suspense>
          <CollectionsTab />
        </Suspense>
      ),
    },
  ];
  if (canShareRecipes(user.role)) {
    items.push({
      key: 'my-recipes',
      label: 'My Recipes',
      // Tabs draw a pane only once it is opened: members who never open it never ask for it.
      children: (
        <Suspense fallback={<RecipeGrid recipes={undefined} loading skeletons={KITCHEN_SKELETONS} />}>
          <MyRecipesTab skeletons={KITCHEN_SKELETONS} />
        </Suspense>
      ),
    });
  }

  return (
    <HomeSection id="your-kitchen" title="Your Kitchen">
      {/* A page of the Following tab has its own address ('/?following=2'): that tab opens first there. */}
      <Tabs items={items} size="large" defaultActiveKey={firstTab(params, items.map((item) => String(item.key)))} />
    </HomeSection>
  );
}
