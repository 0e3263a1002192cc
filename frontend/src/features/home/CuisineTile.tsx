import { plural } from '@lingui/core/macro';
import { cuisineEmoji } from '@plantry/shared';
import { Link } from 'react-router';
import type { CuisineDto } from '../../api';
import './CuisineTile.css';

/** The tiles take these colours in turn (SPEC.md: 'on a rotating gradient colour'). */
const GRADIENTS = [
  'linear-gradient(135deg, #16a34a 0%, #65a30d 100%)',
  'linear-gradient(135deg, #ea580c 0%, #f59e0b 100%)',
  'linear-gradient(135deg, #0d9488 0%, #0284c7 100%)',
  'linear-gradient(135deg, #db2777 0%, #f97316 100%)',
  'linear-gradient(135deg, #7c3aed 0%, #c026d3 100%)',
  'linear-gradient(135deg, #b45309 0%, #d97706 100%)',
];

export const cuisineBrowsePath = (name: string) => `/browse?cuisine=${encodeURIComponent(name)}`;

interface CuisineTileProps {
  cuisine: CuisineDto;
  recipeCount: number;
  /** Position in the row: picks the colour. */
  index: number;
}

/** A cuisine of the home page's carousel: emoji, name and '{n} recipes', opening its recipes. */
export function CuisineTile({ cuisine, recipeCount, index }: CuisineTileProps) {
  return (
    <Link to={cuisineBrowsePath(cuisine.name)} className="cuisine-tile" style={{ backgroundImage: GRADIENTS[index % GRADIENTS.length] }}>
      <span className="cuisine-tile__emoji" aria-hidden="true">
        {cuisine.emoji || cuisineEmoji(cuisine.name)}
      </span>
      <span className="cuisine-tile__name">{cuisine.name}</span>
      <span className="cuisine-tile__count">{plural(recipeCount, { one: '# recipe', other: '# recipes' })}</span>
    </Link>
  );
}

export function CuisineTileSkeleton() {
  return <div className="cuisine-tile cuisine-tile--skeleton skeleton-shimmer" data-testid="cuisine-tile-skeleton" aria-hidden="true" />;
}
