import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import {
  ClockCircleOutlined,
  ExportOutlined,
  FireOutlined,
  PrinterOutlined,
  SearchOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useParams } from 'react-router';
import { errorStatus, useGetRecipeQuery, type RecipeDetailDto } from '../../api';
import { AuthorBadge } from '../../shared/ui/AuthorBadge';
import { BackLink } from '../../shared/ui/BackLink';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { reviewsLabel } from '../../shared/ui/RecipeCard';
import { RecipeImagePlaceholder } from '../../shared/ui/RecipeImagePlaceholder';
import { formatRating, StarRating } from '../../shared/ui/StarRating';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { StatusIcon } from '../../shared/ui/StatusIcon';
import { RecipeReviews } from './RecipeReviews';
import { formatMinutes, hasTime } from './recipeTimes';
import './RecipePage.css';

/** A recipe id from the address: a positive whole number, else none (the server would say 400). */
function parseId(value: string | undefined): number | undefined {
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function RecipeNotFound() {
  usePageTitle('Recipe Not Found');
  return (
    <div className="recipe-missing">
      <StatusIcon icon={<SearchOutlined />} tone="info" />
      <h1 className="recipe-missing__title">Recipe Not Found</h1>
      <p className="recipe-missing__text">This recipe may have been removed, or the link is not quite right.</p>
      <div className="recipe-missing__actions">
        <ButtonLink to="/" type="primary" size="large">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/browse" size="large">
          Browse Recipes
        </ButtonLink>
      </div>
    </div>
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
  if (hasTime(recipe.prepMinutes)) {
    items.push(
      <MetaItem key="prep" icon={<ClockCircleOutlined />}>
        {`Prep ${formatMinutes(recipe.prepMinutes)}`}
      </MetaItem>,
    );
  }
  if (hasTime(recipe.cookMinutes)) {
    items.push(
      <MetaItem key="cook" icon={<FireOutlined />}>
        {`Cook ${formatMinutes(recipe.cookMinutes)}`}
      </MetaItem>,
    );
  }
  if (recipe.servings !== null && recipe.servings > 0) {
    items.push(
      <MetaItem key="serves" icon={<TeamOutlined />}>
        {`Serves ${recipe.servings}`}
      </MetaItem>,
    );
  }
  if (items.length === 0) return null;
  return (
    <ul className="recipe-meta" aria-label="Times and servings">
      {items}
    </ul>
  );
}

function RecipeView({ recipe }: { recipe: RecipeDetailDto }) {
  usePageTitle(recipe.title);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const image = recipe.featuredImage !== brokenImage ? recipe.featuredImage : null;

  return (
    <article className="recipe-page">
      <div className="recipe-page__toolbar">
        <BackLink to="/">Back to Home</BackLink>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>
      </div>

      <header className="recipe-hero">
        <div className="recipe-hero__media">
          {image ? (
            <img
              className="recipe-hero__image"
              src={image}
              alt={recipe.title}
              width={1200}
              height={900}
              decoding="async"
              fetchPriority="high"
              onError={() => setBrokenImage(image)}
            />
          ) : (
            <RecipeImagePlaceholder />
          )}
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
            <span className="recipe-hero__by">Shared by</span>
            <AuthorBadge name={recipe.author.name} size="large" />
          </div>

          <RecipeMeta recipe={recipe} />

          {recipe.tags.length > 0 && (
            <ul className="recipe-tags" aria-label="Tags">
              {recipe.tags.map((tag) => (
                <li key={tag} className="recipe-tags__tag">
                  {tag}
                </li>
              ))}
            </ul>
          )}

          {recipe.linkToFullRecipe && (
            <a
              className="recipe-hero__full"
              href={recipe.linkToFullRecipe}
              target="_blank"
              rel="noopener noreferrer"
            >
              Full Recipe
              <ExportOutlined aria-hidden />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
        </div>
      </header>

      <div className="recipe-body">
        <section className="recipe-section recipe-ingredients" aria-labelledby="recipe-ingredients-title">
          <h2 id="recipe-ingredients-title" className="recipe-section__title">
            Ingredients
          </h2>
          <ul className="recipe-ingredients__list">
            {recipe.ingredients.map((ingredient, index) => (
              <li key={index}>{ingredient}</li>
            ))}
          </ul>
        </section>

        <section className="recipe-section recipe-instructions" aria-labelledby="recipe-instructions-title">
          <h2 id="recipe-instructions-title" className="recipe-section__title">
            Instructions
          </h2>
          <ol className="recipe-instructions__list">
            {recipe.instructions.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      {recipe.helpfulNotes && (
        <section className="recipe-section recipe-notes" aria-labelledby="recipe-notes-title">
          <h2 id="recipe-notes-title" className="recipe-section__title">
            Helpful Notes
          </h2>
          <p className="recipe-notes__text">{recipe.helpfulNotes}</p>
        </section>
      )}

      {recipe.galleryImages.length > 0 && (
        <section className="recipe-section recipe-gallery" aria-labelledby="recipe-gallery-title">
          <h2 id="recipe-gallery-title" className="recipe-section__title">
            Gallery
          </h2>
          <ul className="recipe-gallery__grid">
            {recipe.galleryImages.map((image, index) => (
              <li key={image}>
                <a href={image} target="_blank" rel="noopener noreferrer" className="recipe-gallery__link">
                  <img
                    src={image}
                    alt={`${recipe.title}, photo ${index + 1} (opens in a new tab)`}
                    width={1200}
                    height={900}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <RecipeReviews recipe={recipe} />
    </article>
  );
}

export function RecipePage() {
  const id = parseId(useParams().id);
  const { data, error, isError, isLoading, refetch } = useGetRecipeQuery({ id: id ?? 0 }, { skip: id === undefined });
  const status = errorStatus(error);

  if (id === undefined || status === 404 || status === 400) return <RecipeNotFound />;
  if (isLoading) return <LoadingSpinner label="Loading recipe" />;
  if (isError || !data) {
    return (
      <div className="recipe-page">
        <BackLink to="/">Back to Home</BackLink>
        <ErrorNotice message="Failed to fetch recipe" onRetry={refetch} />
      </div>
    );
  }
  return <RecipeView recipe={data} />;
}
