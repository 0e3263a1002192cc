import { LeafMark } from './LeafMark';
import './RecipeImagePlaceholder.css';

/** Stands in for a recipe without a picture. */
export function RecipeImagePlaceholder() {
  return (
    <div className="recipe-image-placeholder">
      <LeafMark size={40} />
      <span>No image</span>
    </div>
  );
}
