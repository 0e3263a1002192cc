import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { LoginOutlined, MessageOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLocation } from 'react-router';
import { useListReviewsQuery, type RecipeDetailDto } from '../../api';
import { reviewsLabel } from '../../shared/ui/RecipeCard';
import { formatRating, StarRating } from '../../shared/ui/StarRating';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ReviewList } from './ReviewList';
import { reviewsPage } from './reviewPages';
import './Reviews.css';

// Members only: the review form and one's own review (forms, photo picker, dialogs) load when a
// member opens a recipe, so that the page a visitor loads stays small.
const MemberReview = lazy(() => import('./MemberReview').then((m) => ({ default: m.MemberReview })));

/** The average, or 'No reviews yet'. */
function ReviewsSummary({ recipe }: { recipe: RecipeDetailDto }) {
  if (recipe.reviewCount === 0) {
    return (
      <div className="recipe-reviews__empty">
        <MessageOutlined aria-hidden className="recipe-reviews__empty-icon" />
        <p>{t`No reviews yet`}</p>
      </div>
    );
  }
  return (
    <div className="recipe-reviews__summary">
      <span className="recipe-reviews__average">{formatRating(recipe.avgRating)}</span>
      <div>
        <StarRating value={recipe.avgRating} size="medium" />
        <p className="recipe-reviews__based-on">{t`Based on ${reviewsLabel(recipe.reviewCount)}`}</p>
      </div>
    </div>
  );
}

function SignInToReview() {
  const { pathname } = useLocation();
  const signIn = () => window.location.assign(`/api/login?returnTo=${encodeURIComponent(pathname)}`);
  return (
    <div className="reviews-panel">
      <p className="reviews-panel__text">{t`Made this recipe? Sign in to rate it and share your photos.`}</p>
      <Button type="primary" size="large" icon={<LoginOutlined aria-hidden />} onClick={signIn}>
        {t`Sign In to Review`}
      </Button>
    </div>
  );
}

/**
 * The reviews of a recipe (SPEC.md 'Recipe detail'): heading with the count, the average or 'No
 * reviews yet', the way to review it (sign in, the form, or one's own review), and the reviews.
 */
export function ReviewsSection({ recipe }: { recipe: RecipeDetailDto }) {
  const { user } = useCurrentUser();
  const hasReviews = recipe.reviewCount > 0;
  const { data } = useListReviewsQuery(reviewsPage(recipe.id, 0), { skip: !hasReviews });
  return (
    <section className="recipe-section recipe-reviews reviews" aria-labelledby="recipe-reviews-title">
      <h2 id="recipe-reviews-title" className="recipe-section__title">
        {t`Reviews (${recipe.reviewCount})`}
      </h2>
      <div className={hasReviews ? 'reviews__layout' : 'reviews__layout reviews__layout--single'}>
        <div className="reviews__aside">
          <ReviewsSummary recipe={recipe} />
          {user ? (
            <Suspense fallback={null}>
              <MemberReview recipe={recipe} user={user} />
            </Suspense>
          ) : (
            <SignInToReview />
          )}
        </div>
        {hasReviews && (
          <div className="reviews__main">
            <ReviewList
              recipeId={recipe.id}
              hiddenId={data?.mine?.id}
              canDelete={user?.role === 'admin'}
              canReply={Boolean(user && (user.id === recipe.authorId || user.role === 'admin'))}
            />
          </div>
        )}
      </div>
    </section>
  );
}
