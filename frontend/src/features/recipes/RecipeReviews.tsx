import type { RecipeDetailDto } from '../../api';
import { ReviewsSection } from '../reviews/ReviewsSection';

/** The reviews of a recipe, at the foot of its page (built in features/reviews). */
export function RecipeReviews({ recipe }: { recipe: RecipeDetailDto }) {
  return <ReviewsSection recipe={recipe} />;
}
