import type { RecipeCardDto } from '../../api';
import { RecipeCard, type RecipeCardProps } from './RecipeCard';
import { RecipeCardSkeleton } from './RecipeCardSkeleton';
import './RecipeGrid.css';

interface RecipeGridProps {
  recipes: RecipeCardDto[] | undefined;
  /** Show `skeletons` placeholder cards instead of the recipes. */
  loading: boolean;
  skeletons: number;
  /**
   * 'wide': 1 column on phones, 2 from 768 px, 3 from 992 px, 4 from 1200 px (a full-width page).
   * 'narrow': 1, 2 from 768 px, 3 from 1200 px (beside a filter panel).
   */
  layout?: 'wide' | 'narrow';
  /** What every card gets besides its recipe (heading level, heart, owner actions). */
  cardProps?: (recipe: RecipeCardDto) => Omit<RecipeCardProps, 'recipe'>;
  /** How many cards (the first row or so) load their pictures at once. */
  eagerImages?: number;
}

export function RecipeGrid({
  recipes,
  loading,
  skeletons,
  layout = 'wide',
  cardProps,
  eagerImages = 0,
}: RecipeGridProps) {
  const className = `recipe-grid recipe-grid--${layout}`;
  if (loading) {
    return (
      <div className={className} role="status" aria-label="Loading recipes" aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <RecipeCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className}>
      {(recipes ?? []).map((recipe, index) => (
        <li key={recipe.id} className="recipe-grid__item">
          <RecipeCard recipe={recipe} priority={index < eagerImages} {...cardProps?.(recipe)} />
        </li>
      ))}
    </ul>
  );
}
