import { t } from '@lingui/core/macro';
import { IMAGE_SIZES } from '@plantry/shared';
import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { ClockCircleOutlined, ExportOutlined, FireOutlined, PlayCircleOutlined, PrinterOutlined, TeamOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { errorStatus, useGetRecipeQuery, type ImageVariantsDto, type RecipeDetailDto, type UserDto } from '../../api';
import { lazyComponent } from '../../app/lazyComponent';
import { AuthorBadge } from '../../shared/ui/AuthorBadge';
import { BelowFirstScreen } from '../../shared/ui/BelowFirstScreen';
import { MissingPage } from '../../shared/ui/MissingPage';
import { BackLink } from '../../shared/ui/BackLink';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { reviewsLabel } from '../../shared/ui/RecipeCard';
import { RecipeImagePlaceholder } from '../../shared/ui/RecipeImagePlaceholder';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { formatRating, StarRating } from '../../shared/ui/StarRating';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { useCurrentUser } from '../auth/useCurrentUser';
import { SaveToCollectionButton } from '../collections/SaveToCollectionButton';
import { ReportButton } from '../moderation/ReportButton';
import { FavoriteButton } from '../favourites/FavoriteButton';
import { FreeFromBadges } from './FreeFromBadges';
import { NutritionSection } from './NutritionSection';
import { parseRecipeId } from './recipeId';
import { formatMinutes, hasTime } from './recipeTimes';
import { IngredientsSection } from './ingredients/IngredientsSection';
import { ovenTemperatures } from './ingredients/temperatures';
import { useRecipeScale } from './ingredients/useRecipeScale';
import './RecipePage.css';

const ownerTools = () => import('./RecipeOwnerTools');
const RecipeManageButtons = lazy(() => ownerTools().then((m) => ({ default: m.RecipeManageButtons })));
const CookMode = lazy(() => import('./cook/CookMode'));
const RecipeModerationNotices = lazy(() => ownerTools().then((m) => ({ default: m.RecipeModerationNotices })));
// Below the first screen, with code of their own (the swaps' word lists; the reviews' list,
// replies and reports): loaded once the page has painted (docs/decisions/performance.md).
const SwapsSection = lazyComponent(() => import('./swaps/SwapsSection').then((m) => m.SwapsSection));
const RecipeReviews = lazyComponent(() => import('./RecipeReviews').then((m) => m.RecipeReviews));

/** The author and admins may edit and delete a recipe (PRODUCT.md 'Recipes'). */
function canManageRecipe(user: UserDto, recipe: RecipeDetailDto): boolean {
  return user.id === recipe.authorId || user.role === 'admin';
}

/** The featured image: the page's whole width on phones, its larger half from 992 px (the server preloads it with the same sizes). */
const HERO_IMAGE_SIZES = IMAGE_SIZES.recipe;
/** Gallery photos: a grid of columns at least 160 px wide. */
const GALLERY_IMAGE_SIZES = '(min-width: 600px) 260px, 100vw';

function RecipeNotFound() {
  return (
    <MissingPage
      title={t`Recipe Not Found`}
      text={t`This recipe may have been removed, or the link is not quite right.`}
      actions={
        <>
          <ButtonLink to="/" type="primary" size="large">
            {t`Back to Home`}
          </ButtonLink>
          <ButtonLink to="/browse" size="large">
            {t`Browse Recipes`}
          </ButtonLink>
        </>
      }
    />
  );
}

function MetaItem({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <li className="recipe-meta__item">
      <span className="recipe-meta__icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </li>
  );
}

function RecipeMeta({ recipe }: { recipe: RecipeDetailDto }) {
  const items: ReactNode[] = [];
  const { prepMinutes, cookMinutes, servings } = recipe;
  if (hasTime(prepMinutes)) {
    const time = formatMinutes(prepMinutes);
    items.push(
      <MetaItem key="prep" icon={<ClockCircleOutlined />}>
        {t`Prep ${time}`}
      </MetaItem>,
    );
  }
  if (hasTime(cookMinutes)) {
    const time = formatMinutes(cookMinutes);
    items.push(
      <MetaItem key="cook" icon={<FireOutlined />}>
        {t`Cook ${time}`}
      </MetaItem>,
    );
  }
  if (servings !== null && servings > 0) {
    items.push(
      <MetaItem key="serves" icon={<TeamOutlined />}>
        {t`Serves ${servings}`}
      </MetaItem>,
    );
  }
  if (items.length === 0) return null;
  return (
    <ul className="recipe-meta" aria-label={t`Times and servings`}>
      {items}
    </ul>
  );
}

function RecipeGallery({ recipe }: { recipe: RecipeDetailDto }) {
  const { title } = recipe;
  const variantsOf = new Map<string, ImageVariantsDto>(recipe.galleryImageVariants.map((image) => [image.url, image]));
  return (
    <section className="recipe-section recipe-gallery" aria-labelledby="recipe-gallery-title">
      <h2 id="recipe-gallery-title" className="recipe-section__title">
        {t`Gallery`}
      </h2>
      <ul className="recipe-gallery__grid">
        {recipe.galleryImages.map((image, index) => {
          const number = index + 1;
          return (
            <li key={image}>
              <a href={image} target="_blank" rel="noopener noreferrer" className="recipe-gallery__link">
                <ResponsiveImage
                  src={image}
                  variants={variantsOf.get(image)}
                  alt={t`${title}, photo ${number} (opens in a new tab)`}
                  sizes={GALLERY_IMAGE_SIZES}
                  fallback={<RecipeImagePlaceholder />}
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RecipeView({ recipe }: { recipe: RecipeDetailDto }) {
  usePageTitle(recipe.title);
  const { user } = useCurrentUser();
  const manager = user && canManageRecipe(user, recipe) ? user : null;
  const scale = useRecipeScale(recipe.servings);
  // Once opened, cook mode stays mounted when closed, so that closing it gives the focus back.
  const [cookMode, setCookMode] = useState<'unopened' | 'open' | 'closed'>('unopened');

  return (
    <article className="recipe-page">
      <div className="recipe-page__toolbar">
        <BackLink to="/">{t`Back to Home`}</BackLink>
        <div className={manager ? 'recipe-page__actions recipe-page__actions--managed' : 'recipe-page__actions'}>
          {manager && (
            <Suspense>
              <RecipeManageButtons recipe={recipe} />
            </Suspense>
          )}
          <FavoriteButton recipe={recipe} />
          <SaveToCollectionButton recipe={recipe} />
          {/* Its icon alone on phones: the toolbar stays one row (see RecipePage.css). */}
          <Button
            className="recipe-page__print"
            icon={<PrinterOutlined aria-hidden />}
            aria-label={t`Print`}
            onClick={() => window.print()}
          >
            <span className="recipe-page__print-label">{t`Print`}</span>
          </Button>
        </div>
      </div>

      {manager && (
        <Suspense>
          <RecipeModerationNotices recipe={recipe} user={manager} />
        </Suspense>
      )}

      <header className="recipe-hero">
        <div className="recipe-hero__media">
          <ResponsiveImage
            className="recipe-hero__image"
            src={recipe.featuredImage}
            variants={recipe.featuredImageVariants}
            alt={recipe.title}
            sizes={HERO_IMAGE_SIZES}
            priority
            fallback={<RecipeImagePlaceholder />}
          />
        </div>

        <div className="recipe-hero__info">
          {recipe.cuisine && <span className="recipe-hero__cuisine">{recipe.cuisine.name}</span>}
          <h1 className="recipe-hero__title">{recipe.title}</h1>
          <p className="recipe-hero__description">{recipe.description}</p>

          <div className="recipe-hero__rating">
            <StarRating value={recipe.avgRating} size="medium" />
            <span className="recipe-hero__average" aria-hidden="true">
              {formatRating(recipe.avgRating)}
            </span>
            <span className="recipe-hero__reviews">({reviewsLabel(recipe.reviewCount)})</span>
          </div>

          <div className="recipe-hero__author">
            <span className="recipe-hero__by">{t`Shared by`}</span>
            <AuthorBadge name={recipe.author.name} id={recipe.author.id} size="large" />
            <ReportButton kind="recipe" id={recipe.id} ownerId={recipe.author.id} label={t`Report this recipe`} />
          </div>

          <RecipeMeta recipe={recipe} />

          <FreeFromBadges keys={recipe.freeFrom} />

          {recipe.tags.length > 0 && (
            <ul className="wrap-list recipe-tags" aria-label={t`Tags`}>
              {recipe.tags.map((tag) => (
                <li key={tag} className="recipe-tags__tag">
                  {tag}
                </li>
              ))}
            </ul>
          )}

          {recipe.linkToFullRecipe && (
            <a className="recipe-hero__full" href={recipe.linkToFullRecipe} target="_blank" rel="noopener noreferrer">
              {t`Full Recipe`}
              <ExportOutlined aria-hidden />
              <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
            </a>
          )}
        </div>
      </header>

      <div className="recipe-body">
        <IngredientsSection recipe={recipe} scale={scale} />

        <section className="recipe-section recipe-instructions" aria-labelledby="recipe-instructions-title">
          <div className="recipe-instructions__head">
            <h2 id="recipe-instructions-title" className="recipe-section__title">
              {t`Instructions`}
            </h2>
            {recipe.instructions.length > 0 && (
              <Button type="primary" icon={<PlayCircleOutlined aria-hidden />} onClick={() => setCookMode('open')}>
                {t`Cook mode`}
              </Button>
            )}
          </div>
          <ol className="recipe-instructions__list">
            {recipe.instructions.map((step, index) => (
              <li key={index}>{ovenTemperatures(step, scale.system)}</li>
            ))}
          </ol>
        </section>
      </div>

      <BelowFirstScreen>
        <SwapsSection.Component recipe={recipe} factor={scale.factor} />
      </BelowFirstScreen>

      {recipe.helpfulNotes && (
        <section className="recipe-section recipe-notes" aria-labelledby="recipe-notes-title">
          <h2 id="recipe-notes-title" className="recipe-section__title">
            {t`Helpful Notes`}
          </h2>
          <p className="recipe-notes__text">{recipe.helpfulNotes}</p>
        </section>
      )}

      <NutritionSection nutrition={recipe.nutrition} servings={recipe.servings} />

      {recipe.galleryImages.length > 0 && <RecipeGallery recipe={recipe} />}

      <BelowFirstScreen>
        <RecipeReviews.Component recipe={recipe} />
      </BelowFirstScreen>
      {cookMode !== 'unopened' && (
        <Suspense>
          <CookMode recipe={recipe} scale={scale} open={cookMode === 'open'} onClose={() => setCookMode('closed')} />
        </Suspense>
      )}
    </article>
  );
}

export function RecipePage() {
  const id = parseRecipeId(useParams().id);
  // When the answer comes, the recipe renders in the background, in short slices (see AppRouter).
  const { currentData, error, isFetching, refetch } = useDeferredValue(useGetRecipeQuery({ id: id ?? 0 }, { skip: id === undefined }));
  const status = errorStatus(error);

  if (id === undefined) return <RecipeNotFound />;
  // A recipe on screen stays while it is fetched again, also when that fails (e.g. right after
  // its author deleted it, on the way to My Recipes).
  if (currentData) return <RecipeView key={currentData.id} recipe={currentData} />;
  if (isFetching) return <LoadingSpinner label={t`Loading recipe`} />;
  if (status === 404 || status === 400) return <RecipeNotFound />;
  return (
    <div className="recipe-page">
      <BackLink to="/">{t`Back to Home`}</BackLink>
      <ErrorNotice message={t`Failed to fetch recipe`} onRetry={refetch} />
    </div>
  );
}
