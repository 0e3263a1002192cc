import { useDeferredValue, type ReactNode } from 'react';
import { ArrowRightOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { CAROUSEL_MAX } from '@plantry/shared';
import { useListPopularCuisinesQuery, useListRecipesQuery, type ListRecipesApiArg } from '../../api';
import { CarouselControls, CarouselTrack, useCarousel } from '../../shared/ui/Carousel';
import { EmptyState } from '../../shared/ui/EmptyState';
import { FIRST_SCREEN_ITEMS, useFirstScreenCount } from '../../shared/ui/firstLoad';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LeafMark } from '../../shared/ui/LeafMark';
import { RecipeCard } from '../../shared/ui/RecipeCard';
import { RecipeCardSkeleton } from '../../shared/ui/RecipeCardSkeleton';
import { CuisineTile, CuisineTileSkeleton } from './CuisineTile';
import { FEATURED_RECIPES, LATEST_RECIPES, POPULAR_CUISINES, TRENDING_RECIPES } from './showcaseQueries';
import './HomeSections.css';

interface HomeSectionProps {
  /** The section's element id (a target to scroll to). */
  id?: string;
  title: string;
  subtitle?: string;
  /** Shown at the header's end, e.g. a carousel's buttons and a 'View all' link. */
  action?: ReactNode;
  children: ReactNode;
}

export function HomeSection({ id, title, subtitle, action, children }: HomeSectionProps) {
  return (
    <section className="home-section" id={id}>
      <div className="home-section__header">
        <div className="home-section__heading">
          <h2 className="home-section__title">{title}</h2>
          {subtitle && <p className="home-section__subtitle">{subtitle}</p>}
        </div>
        {action && <div className="home-section__action">{action}</div>}
      </div>
      {children}
    </section>
  );
}

/** Placeholders while a row loads: a full row at the widest breakpoint. */
const SHOWCASE_SKELETONS = 4;

/**
 * The cards or tiles of a row shown while the page loads (firstLoad.ts): one past a full row at the
 * widest breakpoint, so that the row scrolls, and shows its buttons, from the start.
 */
const FIRST_SCREEN_SLIDES = FIRST_SCREEN_ITEMS + 1;

interface CarouselSectionProps {
  title: string;
  subtitle: string;
  viewAll: { to: string; label: string };
  itemCount: number;
  loading: boolean;
  /** Shown instead of the row: a failure or an empty state. */
  notice?: ReactNode;
  children?: ReactNode;
}

function CarouselSection({ title, subtitle, viewAll, itemCount, loading, notice, children }: CarouselSectionProps) {
  const carousel = useCarousel(itemCount);
  return (
    <HomeSection
      title={title}
      subtitle={subtitle}
      action={
        !notice && (
          <>
            <Link to={viewAll.to} className="home-section__view-all" aria-label={viewAll.label}>
              {t`View all`}
              <ArrowRightOutlined aria-hidden />
            </Link>
            <CarouselControls carousel={carousel} label={title} />
          </>
        )
      }
    >
      {notice ?? (
        <CarouselTrack carousel={carousel} label={title} busy={loading}>
          {children}
        </CarouselTrack>
      )}
    </HomeSection>
  );
}

interface RecipeCarouselProps {
  title: string;
  subtitle: string;
  viewAll: { to: string; label: string };
  query: ListRecipesApiArg;
  /** SPEC.md section 8's words for a failed load. */
  failure: string;
  /** In the first screenful: its first picture loads at once, first (the page's largest paint). */
  first?: boolean;
}

function RecipeCarousel({ title, subtitle, viewAll, query, failure, first = false }: RecipeCarouselProps) {
  // When the answer comes, the cards render in the background, in short slices (see AppRouter).
  const { data, isLoading, isError, refetch } = useDeferredValue(useListRecipesQuery(query));
  const recipes = data?.items.slice(0, CAROUSEL_MAX) ?? [];
  const shown = useFirstScreenCount(recipes.length, FIRST_SCREEN_SLIDES);

  let notice: ReactNode;
  if (isError) notice = <ErrorNotice message={failure} onRetry={refetch} />;
  else if (!isLoading && recipes.length === 0) {
    notice = (
      <EmptyState
        icon={<LeafMark size={28} />}
        title={t`No recipes yet`}
        description={t`Be the first to share a vegan recipe with the community.`}
      />
    );
  }

  return (
    <CarouselSection
      title={title}
      subtitle={subtitle}
      viewAll={viewAll}
      itemCount={isLoading ? SHOWCASE_SKELETONS : shown}
      loading={isLoading}
      notice={notice}
    >
      {isLoading
        ? Array.from({ length: SHOWCASE_SKELETONS }, (_, index) => <RecipeCardSkeleton key={index} />)
        : recipes.slice(0, shown).map((recipe, index) => <RecipeCard key={recipe.id} recipe={recipe} priority={first && index === 0} />)}
    </CarouselSection>
  );
}

function PopularCuisinesCarousel() {
  const { data, isLoading, isError, refetch } = useDeferredValue(useListPopularCuisinesQuery(POPULAR_CUISINES));
  const cuisines = data ?? [];
  const shown = useFirstScreenCount(cuisines.length, FIRST_SCREEN_SLIDES);

  let notice: ReactNode;
  if (isError) notice = <ErrorNotice message={t`Failed to fetch popular cuisines`} onRetry={refetch} />;
  else if (!isLoading && cuisines.length === 0) {
    notice = (
      <EmptyState
        icon={<LeafMark size={28} />}
        title={t`No cuisines yet`}
        description={t`Cuisines appear here as soon as recipes are shared.`}
      />
    );
  }

  return (
    <CarouselSection
      title={t`Popular Cuisines`}
      subtitle={t`Explore plant-based cooking from around the world.`}
      viewAll={{ to: '/cuisines', label: t`View all cuisines` }}
      itemCount={isLoading ? SHOWCASE_SKELETONS : shown}
      loading={isLoading}
      notice={notice}
    >
      {isLoading
        ? Array.from({ length: SHOWCASE_SKELETONS }, (_, index) => <CuisineTileSkeleton key={index} />)
        : cuisines
            .slice(0, shown)
            .map(({ cuisine, recipeCount }, index) => (
              <CuisineTile key={cuisine.id} cuisine={cuisine} recipeCount={recipeCount} index={index} />
            ))}
    </CarouselSection>
  );
}

/** The four carousels of both home pages. */
export function RecipeShowcase() {
  return (
    <>
      <RecipeCarousel
        title={t`Featured Recipes`}
        subtitle={t`The community's best-loved dishes.`}
        viewAll={{ to: '/browse?sortBy=popular', label: t`View all popular recipes` }}
        query={FEATURED_RECIPES}
        failure={t`Failed to fetch featured recipes`}
        first
      />
      <RecipeCarousel
        title={t`Trending Now`}
        subtitle={t`What cooks are saving and reviewing this week.`}
        viewAll={{ to: '/browse?sortBy=trending', label: t`View all trending recipes` }}
        query={TRENDING_RECIPES}
        failure={t`Failed to fetch trending recipes`}
      />
      <RecipeCarousel
        title={t`Latest Recipes`}
        subtitle={t`Fresh from our home cooks' kitchens.`}
        viewAll={{ to: '/browse?sortBy=newest', label: t`View all latest recipes` }}
        query={LATEST_RECIPES}
        failure={t`Failed to fetch recent recipes`}
      />
      <PopularCuisinesCarousel />
    </>
  );
}
