import { Tabs, type TabsProps } from 'antd';
import { BookOutlined, HeartOutlined, PlusOutlined } from '@ant-design/icons';
import { canShareRecipes } from '@plantry/shared';
import type { UserDto } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { HomeSection } from './HomeSections';

/** The signed-in home's tabs: Favorites always, My Recipes for those who share recipes. */
export function YourKitchen({ user }: { user: UserDto }) {
  const items: TabsProps['items'] = [
    {
      key: 'favorites',
      label: 'Favorites',
      children: (
        <EmptyState
          icon={<HeartOutlined />}
          title="No favorite recipes yet"
          description="Start exploring and save recipes you love!"
        />
      ),
    },
  ];
  if (canShareRecipes(user.role)) {
    items.push({
      key: 'my-recipes',
      label: 'My Recipes',
      children: (
        <EmptyState
          icon={<BookOutlined />}
          title="No recipes shared yet"
          description="Share your first vegan recipe with the community!"
          action={
            <ButtonLink to="/create-recipe" type="primary" icon={<PlusOutlined aria-hidden />}>
              Create Recipe
            </ButtonLink>
          }
        />
      ),
    });
  }

  return (
    <HomeSection title="Your Kitchen">
      <Tabs items={items} size="large" />
    </HomeSection>
  );
}
