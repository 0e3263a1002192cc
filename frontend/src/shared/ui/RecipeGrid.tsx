import { useDeferredValue } from 'react';
import { t } from '@lingui/core/macro';
import type { RecipeCardDto } from '../../api';
import { RecipeCard, type RecipeCardProps } from './RecipeCard';
import { useFirstScreenCount } from './firstLoad';
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
  /**
   * The first card is in the first screenful and its picture likely the page's largest paint: it
   * loads at once, ahead of everything else. The others load as they near the screen, so that they
   * do not compete with it.
   */
  priorityImage?: boolean;
}

export function RecipeGrid({ recipes, loading, skeletons, layout = 'wide', cardProps, priorityImage = false }: RecipeGridProps) {
  const className = `recipe-grid recipe-grid--${layout}`;
  // A page of cards takes a while to render: in the background, in short slices (see AppRouter).
  const shown = useDeferredValue(loading ? null : (recipes ?? []));
  // While the page loads, the cards of the first screen only (firstLoad.ts).
  const count = useFirstScreenCount(shown?.length ?? 0);
  if (!shown) {
    return (
      <div className={className} role="status" aria-label={t`Loading recipes`} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <RecipeCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className}>
      {shown.slice(0, count).map((recipe, index) => (
        <li key={recipe.id} className="recipe-grid__item">
          <RecipeCard recipe={recipe} priority={priorityImage && index === 0} {...cardProps?.(recipe)} />
        </li>
      ))}
    </ul>
  );
}
