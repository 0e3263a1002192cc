import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { BookOutlined, EditOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { avatarInitial, COOK_RECIPE_SORTS, type CookRecipeSort } from '@plantry/shared';
import { useParams, useSearchParams } from 'react-router';
import { errorStatus, useGetCookQuery, useListRecipesQuery, type CookProfileDto } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { Pager } from '../../shared/ui/Pager';
import { parsePage } from '../../shared/ui/pageParam';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { MissingPage } from '../../shared/ui/MissingPage';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import '../../shared/ui/VisuallyHidden.css';
import { useCurrentUser } from '../auth/useCurrentUser';
import { SelectField } from '../browse/FilterControls';
import { memberSince } from '../profile/AccountInformation';
import { parseRecipeId } from '../recipes/recipeId';
import { ReportButton } from '../moderation/ReportButton';
import { FollowButton } from './FollowButton';
import './CookPage.css';

/** A cook's recipes a page: four rows of three on a wide screen. */
const COOK_PAGE_SIZE = 12;

const SORT_LABELS: Record<CookRecipeSort, MessageDescriptor> = { newest: msg`Newest`, rating: msg`Top rated`, popular: msg`Most popular` };

const isSort = (value: string | null): value is CookRecipeSort => (COOK_RECIPE_SORTS as readonly string[]).includes(value ?? '');

function CookNotFound() {
  return (
    <MissingPage
      title={t`Cook Not Found`}
      text={t`This cook may have left Plantry, or the link is not quite right.`}
      actions={
        <ButtonLink to="/browse" type="primary" size="large">
          {t`Browse Recipes`}
        </ButtonLink>
      }
    />
  );
}

function CookHeader({ cook }: { cook: CookProfileDto }) {
  const { user } = useCurrentUser();
  const { counts, name } = cook;
  const since = memberSince(cook.memberSince);
  const { recipes, reviews, followers } = counts;
  const following = i18n.number(counts.following);
  return (
    <header className="cook-header">
      <Avatar size={96} src={cook.profileImageUrl ?? undefined} className="cook-header__avatar" alt="">
        {avatarInitial({ firstName: cook.name })}
      </Avatar>
      <div className="cook-header__text">
        <h1 className="cook-header__name">{cook.name}</h1>
        <p className="cook-header__since">{t`Member since ${since}`}</p>
        {cook.bio && <p className="cook-header__bio">{cook.bio}</p>}
        <ul className="cook-header__counts" aria-label={t`In numbers`}>
          <li>{plural(recipes, { one: '# recipe', other: '# recipes' })}</li>
          <li>{plural(reviews, { one: '# review', other: '# reviews' })}</li>
          <li>{plural(followers, { one: '# follower', other: '# followers' })}</li>
          <li>{t`${following} following`}</li>
        </ul>
      </div>
      <div className="cook-header__actions">
        {user?.id === cook.id ? (
          <ButtonLink to="/profile" icon={<EditOutlined aria-hidden />}>
            {t`Edit profile`}
          </ButtonLink>
        ) : (
          <>
            <FollowButton cook={cook} />
            <ReportButton kind="profile" id={cook.id} ownerId={cook.id} label={t`Report the profile of ${name}`} />
          </>
        )}
      </div>
    </header>
  );
}

const scrollToRecipes = () => document.getElementById('cook-recipes-heading')?.scrollIntoView();

/** The cook's approved recipes, sorted and paged in the address (?sort=rating&page=2). */
function CookRecipes({ cook }: { cook: CookProfileDto }) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const sort = params.get('sort');
  const sortBy: CookRecipeSort = isSort(sort) ? sort : 'newest';
  const { name } = cook;
  const { data, isFetching, isError, refetch } = useListRecipesQuery({
    authorId: cook.id,
    isApproved: true,
    sortBy,
    limit: COOK_PAGE_SIZE,
    offset: (page - 1) * COOK_PAGE_SIZE,
  });
  const address = (next: { sort?: CookRecipeSort; page?: number }) => {
    const search = new URLSearchParams();
    const nextSort = next.sort ?? sortBy;
    if (nextSort !== 'newest') search.set('sort', nextSort);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    const text = search.toString();
    return { search: text ? `?${text}` : '' };
  };

  return (
    <section className="cook-recipes" aria-labelledby="cook-recipes-heading">
      <div className="cook-recipes__bar">
        <h2 id="cook-recipes-heading" className="cook-recipes__title">{t`Recipes by ${name}`}</h2>
        <SelectField label={t`Sort by`} value={sortBy} onChange={(value) => setParams(address({ sort: value as CookRecipeSort }).search)}>
          {COOK_RECIPE_SORTS.map((key) => (
            <option key={key} value={key}>
              {i18n._(SORT_LABELS[key])}
            </option>
          ))}
        </SelectField>
      </div>
      {isError ? (
        <ErrorNotice message={t`Failed to fetch recipes`} onRetry={refetch} />
      ) : data?.total === 0 ? (
        <EmptyState icon={<BookOutlined />} title={t`No recipes yet`} description={t`${name} has not shared a recipe yet.`} />
      ) : (
        <>
          <RecipeGrid recipes={data?.items} loading={!data || isFetching} skeletons={6} layout="narrow" />
          <Pager
            page={page}
            pageCount={Math.ceil((data?.total ?? 0) / COOK_PAGE_SIZE)}
            to={(n) => address({ page: n })}
            onNavigate={scrollToRecipes}
          />
        </>
      )}
    </section>
  );
}

/** /cook/:id: who a cook is and what they shared; members follow them from here. */
export function CookPage() {
  const { id: idParam } = useParams();
  const id = parseRecipeId(idParam);
  const { data: cook, error, isLoading, refetch } = useGetCookQuery({ id: id ?? 0 }, { skip: id === undefined });

  if (id === undefined || errorStatus(error) === 404) return <CookNotFound />;
  if (error) return <ErrorNotice message={t`Failed to load this cook`} onRetry={refetch} />;
  if (isLoading || !cook) return <LoadingSpinner label={t`Loading cook`} />;
  return <CookProfile cook={cook} />;
}

function CookProfile({ cook }: { cook: CookProfileDto }) {
  usePageTitle(cook.name);
  return (
    <div className="page cook-page">
      <CookHeader cook={cook} />
      <CookRecipes cook={cook} />
    </div>
  );
}
