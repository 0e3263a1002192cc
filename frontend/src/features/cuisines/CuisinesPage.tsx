import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { BookOutlined, FireFilled, GlobalOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { POPULAR_BADGE_MIN_RECIPES } from '@plantry/shared';
import { useListCuisinesQuery, useListRecipesQuery, type CuisineDto } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { Page } from '../../shared/ui/Page';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import '../../shared/ui/RecipeCardSkeleton.css';
import { CuisineIllustration } from './illustrations/CuisineIllustration';
import './CuisinesPage.css';

const SKELETONS = 20;

/** Only cuisines with recipes, the most recipes first (then by name). */
export function listedCuisines(cuisines: CuisineDto[]): CuisineDto[] {
  return cuisines
    .filter((cuisine) => cuisine.recipeCount > 0)
    .sort((a, b) => b.recipeCount - a.recipeCount || a.name.localeCompare(b.name));
}

const recipeCount = (count: number) => plural(count, { one: '# recipe', other: '# recipes' });

function CuisineCard({ cuisine }: { cuisine: CuisineDto }) {
  return (
    <Link to={`/browse?cuisine=${encodeURIComponent(cuisine.name)}`} className="cuisine-card">
      <div className="cuisine-card__picture">
        <CuisineIllustration name={cuisine.name} />
        {cuisine.recipeCount >= POPULAR_BADGE_MIN_RECIPES && (
          <span className="cuisine-card__badge">
            <FireFilled aria-hidden /> {t`Popular`}
          </span>
        )}
      </div>
      <div className="cuisine-card__body">
        <h2 className="cuisine-card__name">{cuisine.name}</h2>
        <p className="cuisine-card__count">{recipeCount(cuisine.recipeCount)}</p>
        <span className="cuisine-card__explore" aria-hidden="true">
          {t`Explore →`}
        </span>
      </div>
    </Link>
  );
}

function CuisineCardSkeleton() {
  return (
    <div className="cuisine-card cuisine-card--skeleton" data-testid="cuisine-card-skeleton" aria-hidden="true">
      <div className="cuisine-card__picture skeleton-shimmer" />
      <div className="cuisine-card__body">
        <div className="cuisine-card__line skeleton-shimmer" />
        <div className="cuisine-card__line cuisine-card__line--short skeleton-shimmer" />
      </div>
    </div>
  );
}

/** One figure of the statistics: a group of the dl holding only its dt and dd (the icon drawn in the dt). */
function StatTile({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="cuisine-stat">
      <dt className="cuisine-stat__label">
        <span className="cuisine-stat__icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="cuisine-stat__value">
        {value === undefined ? (
          <span className="cuisine-stat__pending skeleton-shimmer">
            <VisuallyHidden>{t`Loading`}</VisuallyHidden>
          </span>
        ) : (
          i18n.number(value)
        )}
      </dd>
    </div>
  );
}

export function CuisinesPage() {
  const { data, isLoading, isError, refetch } = useListCuisinesQuery();
  // The total comes from the list's own count (PRODUCT.md), not from adding the cuisines up.
  const { data: allRecipes } = useListRecipesQuery({ isApproved: true, limit: 1, offset: 0 });
  const cuisines = data ? listedCuisines(data) : [];

  let content;
  if (isError) {
    content = <ErrorNotice message={t`Failed to fetch cuisines`} onRetry={refetch} />;
  } else if (isLoading) {
    content = (
      <div className="cuisine-grid" role="status" aria-label={t`Loading cuisines`} aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <CuisineCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (cuisines.length === 0) {
    content = (
      <EmptyState
        icon={<GlobalOutlined />}
        title={t`No cuisines found`}
        description={t`Cuisines appear here once recipes are shared in them.`}
      />
    );
  } else {
    content = (
      <ul className="cuisine-grid" aria-label={t`Cuisines`}>
        {cuisines.map((cuisine) => (
          <li key={cuisine.id}>
            <CuisineCard cuisine={cuisine} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title={t`Cuisines`} subtitle={t`Explore vegan cooking from around the world, one kitchen at a time.`}>
      <dl className="cuisine-stats">
        <StatTile label={t`Cuisines Available`} value={data ? cuisines.length : undefined} icon={<GlobalOutlined />} />
        <StatTile label={t`Total Recipes`} value={allRecipes?.total} icon={<BookOutlined />} />
      </dl>

      {content}

      <section className="cuisine-cta" aria-labelledby="cuisine-cta-title">
        <div>
          <h2 id="cuisine-cta-title" className="cuisine-cta__title">
            {t`Cooking something from your favourite kitchen?`}
          </h2>
          <p className="cuisine-cta__text">{t`Share your vegan recipe and help the community discover new flavours.`}</p>
        </div>
        <ButtonLink to="/create" type="primary" size="large" icon={<PlusOutlined aria-hidden />}>
          {t`Share a Recipe`}
        </ButtonLink>
      </section>
    </Page>
  );
}
