import { ClockCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { RecipeCardDto } from '../../api';
import { AuthorBadge } from './AuthorBadge';
import { ButtonLink } from './ButtonLink';
import { CARD_IMAGE_SIZES } from './pictures';
import { useRecipeCardParts } from './recipeCardParts';
import { formatMinutes } from './recipeTime';
import { RecipeImagePlaceholder } from './RecipeImagePlaceholder';
import { ResponsiveImage } from './ResponsiveImage';
import { formatRating, StarRating } from './StarRating';
import { VisuallyHidden } from './VisuallyHidden';
import './RecipeCard.css';

/** Delete for one recipe (the caller confirms it); Edit needs nothing but the recipe's id. */
export interface RecipeOwnerActions {
  onDelete: () => void;
  /** The deletion's call is running. */
  deleting?: boolean;
}

export interface RecipeCardProps {
  recipe: RecipeCardDto;
  /** Enables Edit and Delete; shown only when the signed-in user wrote the recipe. */
  ownerActions?: RecipeOwnerActions;
  /** The title's heading level (3 under a section's <h2>, 2 straight under the page's <h1>). */
  headingLevel?: 2 | 3;
  /** Load the picture at once: for cards in the first screenful. Others load when scrolled near. */
  priority?: boolean;
}

/** '1 review', '12 reviews'. */
export function reviewsLabel(count: number): string {
  return plural(count, { one: '# review', other: '# reviews' });
}

export const recipePath = (id: number) => `/recipe/${id}`;
export const editRecipePath = (id: number) => `/edit-recipe/${id}`;

/** Edit (opens the edit form) and Delete, each named after the recipe among others on the screen. */
export function RecipeOwnerButtons({ recipe, actions }: { recipe: Pick<RecipeCardDto, 'id' | 'title'>; actions: RecipeOwnerActions }) {
  return (
    <>
      <ButtonLink to={editRecipePath(recipe.id)} icon={<EditOutlined aria-hidden />} aria-label={t`Edit ${recipe.title}`}>
        {t`Edit`}
      </ButtonLink>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        loading={actions.deleting}
        aria-label={t`Delete ${recipe.title}`}
        onClick={actions.onDelete}
      >
        {t`Delete`}
      </Button>
    </>
  );
}

/** 'vegan' alone, or 'vegan' and '+2' for the rest. */
function TagSummary({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const [first, ...rest] = tags;
  return (
    <ul className="recipe-card__tags" aria-label={t`Tags`}>
      <li className="recipe-card__tag">{first}</li>
      {rest.length > 0 && (
        <li className="recipe-card__tag recipe-card__tag--more" title={rest.join(', ')}>
          +{rest.length}
        </li>
      )}
    </ul>
  );
}

/** "What can I cook?": the lines a recipe needs that none of the foods given satisfies. */
function MissingLines({ missing }: { missing: string[] }) {
  if (missing.length === 0) return <p className="recipe-card__missing recipe-card__missing--none">{t`You have everything`}</p>;
  return (
    <p className="recipe-card__missing">
      <span className="recipe-card__missing-label">{t`Missing ${missing.length}:`}</span> {missing.join(', ')}
    </p>
  );
}

/** A recipe in a grid or carousel; the whole card opens the recipe (one link, its title). */
export function RecipeCard({ recipe, ownerActions, headingLevel = 3, priority = false }: RecipeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const to = recipePath(recipe.id);
  const { Favorite, viewerId } = useRecipeCardParts();
  const ownerView = ownerActions && viewerId === recipe.author.id;

  return (
    <article className="recipe-card">
      <div className="recipe-card__media">
        <ResponsiveImage
          className="recipe-card__image"
          src={recipe.featuredImage}
          variants={recipe.featuredImageVariants}
          alt={recipe.title}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          fallback={<RecipeImagePlaceholder />}
        />
        {recipe.cuisine && <span className="recipe-card__cuisine">{recipe.cuisine.name}</span>}
        {Favorite && <Favorite recipe={recipe} />}
        {!recipe.isApproved && <span className="recipe-card__pending">{t`Pending review`}</span>}
      </div>

      <div className="recipe-card__body">
        <Heading className="recipe-card__title">
          <Link to={to} className="recipe-card__link">
            {recipe.title}
          </Link>
        </Heading>
        <p className="recipe-card__description">{recipe.description}</p>

        <div className="recipe-card__rating">
          <StarRating value={recipe.avgRating} />
          <span className="recipe-card__average" aria-hidden="true">
            {formatRating(recipe.avgRating)}
          </span>
          <span className="recipe-card__reviews" aria-hidden="true">
            ({recipe.reviewCount})
          </span>
          <VisuallyHidden>{reviewsLabel(recipe.reviewCount)}</VisuallyHidden>
        </div>

        <TagSummary tags={recipe.tags} />
        {recipe.missing && <MissingLines missing={recipe.missing} />}

        <div className="recipe-card__footer">
          <AuthorBadge name={recipe.author.name} id={recipe.author.id} />
          {/* Prep plus cook, when known and more than nothing; a long name gives way to it. */}
          {recipe.totalMinutes != null && recipe.totalMinutes > 0 && (
            <span className="recipe-card__time">
              <ClockCircleOutlined aria-hidden />
              <VisuallyHidden>{t`Total time`} </VisuallyHidden>
              {formatMinutes(recipe.totalMinutes)}
            </span>
          )}
        </div>

        {ownerView && (
          <div className="recipe-card__actions">
            <RecipeOwnerButtons recipe={recipe} actions={ownerActions} />
          </div>
        )}
      </div>
    </article>
  );
}
