import { t } from '@lingui/core/macro';
import { LeafMark } from './LeafMark';
import './RecipeImagePlaceholder.css';

/** Stands in for a recipe without a picture. */
export function RecipeImagePlaceholder() {
  return (
    <div className="recipe-image-placeholder">
      <LeafMark size={40} />
      <span>{t`No image`}</span>
    </div>
  );
}
