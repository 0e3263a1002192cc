import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { EyeOutlined } from '@ant-design/icons';
import type { RecipeCardDto } from '../../../api';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { recipePath, RecipeOwnerButtons, reviewsLabel, type RecipeOwnerActions } from '../../../shared/ui/RecipeCard';
import { RecipeImagePlaceholder } from '../../../shared/ui/RecipeImagePlaceholder';
import { ResponsiveImage } from '../../../shared/ui/ResponsiveImage';
import { formatRating, StarRating } from '../../../shared/ui/StarRating';
import '../../../shared/ui/RecipeCardSkeleton.css';
import './MyRecipeRow.css';

const THUMBNAIL_SIZES = '(min-width: 600px) 160px, 96px';

const sharedOn = (createdAt: string) => i18n.date(createdAt, { day: 'numeric', month: 'short', year: 'numeric' });

/** One of the author's recipes: picture, title, status, rating, date, and View / Edit / Delete. */
export function MyRecipeRow({ recipe, deleteAction }: { recipe: RecipeCardDto; deleteAction: RecipeOwnerActions }) {
  const { title } = recipe;
  const date = sharedOn(recipe.createdAt);
  return (
    <article className="my-recipe">
      <div className="my-recipe__thumb">
        <ResponsiveImage
          src={recipe.featuredImage}
          variants={recipe.featuredImageVariants}
          alt=""
          sizes={THUMBNAIL_SIZES}
          fallback={<RecipeImagePlaceholder />}
        />
      </div>
      <div className="my-recipe__main">
        <h2 className="my-recipe__title">{recipe.title}</h2>
        <div className="my-recipe__meta">
          {recipe.isApproved ? (
            <span className="my-recipe__status">{t`Published`}</span>
          ) : (
            <span className="my-recipe__status my-recipe__status--pending">{t`Pending review`}</span>
          )}
          <span className="my-recipe__rating">
            <StarRating value={recipe.avgRating} />
            <span aria-hidden="true">{formatRating(recipe.avgRating)}</span>
            <span>({reviewsLabel(recipe.reviewCount)})</span>
          </span>
          <span>{t`Shared ${date}`}</span>
        </div>
      </div>
      <div className="my-recipe__actions">
        <ButtonLink to={recipePath(recipe.id)} icon={<EyeOutlined aria-hidden />} aria-label={t`View ${title}`}>
          {t`View`}
        </ButtonLink>
        <RecipeOwnerButtons recipe={recipe} actions={deleteAction} />
      </div>
    </article>
  );
}

/** A row's shape while the list loads (decorative: the list says it is busy). */
export function MyRecipeRowSkeleton() {
  return (
    <div className="my-recipe my-recipe--skeleton" data-testid="my-recipe-skeleton" aria-hidden="true">
      <div className="my-recipe__thumb skeleton-shimmer" />
      <div className="my-recipe__main">
        <div className="my-recipe__line my-recipe__line--title skeleton-shimmer" />
        <div className="my-recipe__line skeleton-shimmer" />
      </div>
    </div>
  );
}
