import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { CAROUSEL_MAX } from '@plantry/shared';
import { useListMyRecipesQuery } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { ViewAllLink } from './ViewAllLink';
import { useDeleteRecipe } from '../recipes/useDeleteRecipe';

/** The home page's My Recipes tab: the author's newest recipes, with Edit and Delete on each. */
export function MyRecipesTab({ skeletons }: { skeletons: number }) {
  const { data, isLoading, isError, refetch } = useListMyRecipesQuery({ limit: CAROUSEL_MAX });
  const { deleteAction, contextHolder } = useDeleteRecipe();

  if (isError) return <ErrorNotice message={t`Failed to fetch my recipes`} onRetry={refetch} />;
  if (data?.total === 0) {
    return (
      <EmptyState
        icon={<BookOutlined />}
        title={t`No recipes shared yet`}
        description={t`Share your first vegan recipe with the community!`}
        action={
          <ButtonLink to="/create-recipe" type="primary" icon={<PlusOutlined aria-hidden />}>
            {t`Create Recipe`}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      {contextHolder}
      <RecipeGrid
        recipes={data?.items}
        loading={isLoading}
        skeletons={skeletons}
        cardProps={(recipe) => ({ ownerActions: deleteAction(recipe) })}
      />
      {data && data.total > data.items.length && <ViewAllLink to="/my-recipes" label={t`View all my recipes`} />}
    </>
  );
}
