import './RecipeCardSkeleton.css';

/** The shape of a recipe card while recipes load (decorative: the list says it is busy). */
export function RecipeCardSkeleton() {
  return (
    <div className="recipe-card-skeleton" data-testid="recipe-card-skeleton" aria-hidden="true">
      <div className="recipe-card-skeleton__media skeleton-shimmer" />
      <div className="recipe-card-skeleton__body">
        <div className="recipe-card-skeleton__line recipe-card-skeleton__line--title skeleton-shimmer" />
        <div className="recipe-card-skeleton__line skeleton-shimmer" />
        <div className="recipe-card-skeleton__line recipe-card-skeleton__line--short skeleton-shimmer" />
        <div className="recipe-card-skeleton__footer">
          <div className="recipe-card-skeleton__avatar skeleton-shimmer" />
          <div className="recipe-card-skeleton__line recipe-card-skeleton__line--name skeleton-shimmer" />
        </div>
      </div>
    </div>
  );
}
