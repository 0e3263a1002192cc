import { HeartOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { CAROUSEL_MAX } from '@plantry/shared';
import { useListFavoritesQuery } from '../../api';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { ViewAllLink } from './ViewAllLink';

/** The home page's Favorites tab: the member's most recently saved recipes. */
export function FavoritesTab({ skeletons }: { skeletons: number }) {
  const { data, isLoading, isError, refetch } = useListFavoritesQuery({ limit: CAROUSEL_MAX });

  if (isError) return <ErrorNotice message={t`Failed to fetch favorites`} onRetry={refetch} />;
  if (data?.total === 0) {
    return (
      <EmptyState icon={<HeartOutlined />} title={t`No favorite recipes yet`} description={t`Start exploring and save recipes you love!`} />
    );
  }
  return (
    <>
      <RecipeGrid recipes={data?.items.map((favorite) => favorite.recipe)} loading={isLoading} skeletons={skeletons} />
      {data && data.total > data.items.length && <ViewAllLink to="/favorites" label={t`View all my favorites`} />}
    </>
  );
}
