import { Button } from 'antd';
import { LoginOutlined, MessageOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import type { RecipeDetailDto } from '../../api';
import { StarRating, formatRating } from '../../shared/ui/StarRating';
import { reviewsLabel } from '../../shared/ui/RecipeCard';
import { useCurrentUser } from '../auth/useCurrentUser';

/**
 * The reviews of a recipe: heading with the count, 'No reviews yet' or the rating summary, and
 * for visitors the way to sign in (the review list and form come with the reviews feature).
 */
export function RecipeReviews({ recipe }: { recipe: RecipeDetailDto }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const signIn = () => window.location.assign(`/api/login?returnTo=${encodeURIComponent(pathname)}`);

  return (
    <section className="recipe-section recipe-reviews" aria-labelledby="recipe-reviews-title">
      <h2 id="recipe-reviews-title" className="recipe-section__title">
        Reviews ({recipe.reviewCount})
      </h2>
      {recipe.reviewCount === 0 ? (
        <div className="recipe-reviews__empty">
          <MessageOutlined aria-hidden className="recipe-reviews__empty-icon" />
          <p>No reviews yet</p>
        </div>
      ) : (
        <div className="recipe-reviews__summary">
          <span className="recipe-reviews__average">{formatRating(recipe.avgRating)}</span>
          <div>
            <StarRating value={recipe.avgRating} size="medium" />
            <p className="recipe-reviews__based-on">Based on {reviewsLabel(recipe.reviewCount)}</p>
          </div>
        </div>
      )}
      {!user && (
        <Button type="primary" size="large" icon={<LoginOutlined aria-hidden />} onClick={signIn}>
          Sign In to Review
        </Button>
      )}
    </section>
  );
}
