import { plural, t } from '@lingui/core/macro';
import { CompassOutlined, HeartOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@plantry/shared';
import { useListFavoritesQuery } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { parsePage } from '../../shared/ui/pageParam';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { SignInRequired } from '../../shared/ui/SignInRequired';
import { useCurrentUser } from '../auth/useCurrentUser';
import '../../shared/ui/VisuallyHidden.css';
import './Favorites.css';

/** Placeholder cards while the favourites load (SPEC.md section 9). */
const FAVORITES_SKELETONS = 6;

/** '1 favorite recipe', '3 favorite recipes'. */
export function favoritesCountLabel(count: number): string {
  return plural(count, { one: '# favorite recipe', other: '# favorite recipes' });
}

const scrollToTop = () => window.scrollTo({ top: 0 });

/** The signed-in member's saved recipes, most recently saved first, 24 a page. */
function SavedRecipes() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { data, isLoading, isError, refetch } = useListFavoritesQuery({
    limit: PAGE_SIZE_DEFAULT,
    offset: (page - 1) * PAGE_SIZE_DEFAULT,
  });

  if (isError) return <ErrorNotice message={t`Failed to fetch favorites`} onRetry={refetch} />;
  if (data?.total === 0) {
    return (
      <EmptyState
        icon={<HeartOutlined />}
        title={t`No favorites yet`}
        description={t`Start exploring recipes and save your favorites by clicking the heart icon.`}
        action={
          <ButtonLink to="/browse" type="primary" icon={<CompassOutlined aria-hidden />}>
            {t`Browse Recipes`}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <section aria-labelledby="saved-recipes-heading">
      <h2 id="saved-recipes-heading" className="visually-hidden">
        {t`Saved recipes`}
      </h2>
      {data && <p className="favorites-page__count">{favoritesCountLabel(data.total)}</p>}
      <RecipeGrid
        recipes={data?.items.map((favorite) => favorite.recipe)}
        loading={isLoading}
        skeletons={FAVORITES_SKELETONS}
        layout="narrow"
        priorityImage
      />
      <Pager
        page={page}
        pageCount={Math.ceil((data?.total ?? 0) / PAGE_SIZE_DEFAULT)}
        to={(n) => ({ search: n > 1 ? `?page=${n}` : '' })}
        onNavigate={scrollToTop}
      />
    </section>
  );
}

/** /favorites: a visitor is asked to sign in (SPEC.md, Favourites). */
export function FavoritesPage() {
  const { user } = useCurrentUser();
  return (
    <Page title={t`My Favorites`} subtitle={t`The recipes you saved to cook again.`}>
      {user ? <SavedRecipes /> : <SignInRequired description={t`Please sign in to view your favorite recipes.`} returnTo="/favorites" />}
    </Page>
  );
}
