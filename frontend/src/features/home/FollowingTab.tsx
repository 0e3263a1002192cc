import { TeamOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { CAROUSEL_MAX } from '@plantry/shared';
import { useListFollowingRecipesQuery } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { Pager } from '../../shared/ui/Pager';
import { useSearchParams } from 'react-router';
import { parsePage } from '../../shared/ui/pageParam';

/** The address parameter of the Following tab's page ('/?following=2'). */
export const FOLLOWING_PAGE = 'following';

const scrollToKitchen = () => document.getElementById('your-kitchen')?.scrollIntoView();

/** The home page's Following tab: the newest recipes of the cooks the member follows, a page at a time. */
export function FollowingTab({ skeletons }: { skeletons: number }) {
  const [params] = useSearchParams();
  const page = parsePage(params.get(FOLLOWING_PAGE));
  const { data, isFetching, isError, refetch } = useListFollowingRecipesQuery({ limit: CAROUSEL_MAX, offset: (page - 1) * CAROUSEL_MAX });

  if (isError) return <ErrorNotice message={t`Failed to fetch recipes of the cooks you follow`} onRetry={refetch} />;
  if (data?.total === 0) {
    return (
      <EmptyState
        icon={<TeamOutlined />}
        title={t`No recipes from cooks you follow yet`}
        description={t`Open a cook's profile from any recipe and follow them: their new recipes will show here.`}
        action={
          <ButtonLink to="/browse" type="primary">
            {t`Find cooks to follow`}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <RecipeGrid recipes={data?.items} loading={!data || isFetching} skeletons={skeletons} />
      <Pager
        page={page}
        pageCount={Math.ceil((data?.total ?? 0) / CAROUSEL_MAX)}
        to={(n) => ({ search: `?${FOLLOWING_PAGE}=${n}` })}
        onNavigate={scrollToKitchen}
      />
    </>
  );
}
