import { t } from '@lingui/core/macro';
import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import { Navigate } from 'react-router';
import { useListMyRecipesQuery } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { useCurrentUser } from '../auth/useCurrentUser';
import { MyRecipeRow, MyRecipeRowSkeleton } from './my-recipes/MyRecipeRow';
import { MyRecipesSort } from './my-recipes/MyRecipesSort';
import { MyRecipesStats, PendingCount } from './my-recipes/MyRecipesStats';
import { MY_RECIPES_PAGE_SIZE, myRecipesQuery, useMyRecipesView } from './my-recipes/myRecipesAddress';
import { AccessDenied } from './AccessDenied';
import { useDeleteRecipe } from './useDeleteRecipe';
import './MyRecipesPage.css';

/** Placeholders while the list loads (SPEC.md section 9). */
const SKELETONS = 4;

const scrollToTop = () => window.scrollTo({ top: 0 });

/** The signed-in author's recipes: counts, sort, one page of rows, and the pages. */
function MyRecipesList() {
  const { view, setSort, pageTo } = useMyRecipesView();
  const { data, currentData, isError, refetch } = useListMyRecipesQuery(myRecipesQuery(view));
  const { deleteAction, contextHolder } = useDeleteRecipe();

  if (isError && !currentData) {
    return <ErrorNotice message={t`Failed to load recipes. Please try again.`} onRetry={refetch} />;
  }
  if (data?.total === 0) {
    return (
      <EmptyState
        icon={<BookOutlined />}
        title={t`No recipes yet`}
        description={t`Share a vegan dish you love with the community.`}
        action={
          <ButtonLink to="/create" type="primary" icon={<PlusOutlined aria-hidden />}>
            {t`Create Your First Recipe`}
          </ButtonLink>
        }
      />
    );
  }
  const pageCount = data ? Math.ceil(data.total / MY_RECIPES_PAGE_SIZE) : 0;
  // The last recipe of the last page was deleted: show the page before.
  if (currentData?.items.length === 0 && view.page > pageCount) return <Navigate to={pageTo(pageCount)} replace />;

  return (
    <>
      {contextHolder}
      {/* The counts do not depend on the sort or page: the last ones stay while another page loads. */}
      {data && <MyRecipesStats {...data} />}
      <div className="my-recipes__toolbar">
        {data && <PendingCount {...data} />}
        <MyRecipesSort value={view.sortBy} onChange={setSort} />
      </div>
      {currentData ? (
        <ul className="my-recipes__list" aria-label={t`Your recipes`}>
          {currentData.items.map((recipe) => (
            <li key={recipe.id}>
              <MyRecipeRow recipe={recipe} deleteAction={deleteAction(recipe)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="my-recipes__list" role="status" aria-label={t`Loading recipes`} aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <MyRecipeRowSkeleton key={index} />
          ))}
        </div>
      )}
      <Pager page={view.page} pageCount={pageCount} to={pageTo} onNavigate={scrollToTop} />
    </>
  );
}

export function MyRecipesPage() {
  const { user } = useCurrentUser();
  return (
    <Page
      title={t`My Recipes`}
      subtitle={t`Manage your published recipes`}
      actions={
        user && (
          <ButtonLink to="/create" type="primary" icon={<PlusOutlined aria-hidden />}>
            {t`Create New Recipe`}
          </ButtonLink>
        )
      }
    >
      {user ? <MyRecipesList /> : <AccessDenied description={t`Please sign in to see and manage your recipes.`} />}
    </Page>
  );
}
