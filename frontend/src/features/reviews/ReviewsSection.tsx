import { Button } from 'antd';
import { InfoCircleOutlined, LoginOutlined, MessageOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useListReviewsQuery, type RecipeDetailDto, type UserDto } from '../../api';
import { reviewsLabel } from '../../shared/ui/RecipeCard';
import { formatRating, StarRating } from '../../shared/ui/StarRating';
import { useCurrentUser } from '../auth/useCurrentUser';
import { OwnReview } from './OwnReview';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { reviewsPage } from './reviewPages';
import './Reviews.css';

/** The average, or 'No reviews yet'. */
function ReviewsSummary({ recipe }: { recipe: RecipeDetailDto }) {
  if (recipe.reviewCount === 0) {
    return (
      <div className="recipe-reviews__empty">
        <MessageOutlined aria-hidden className="recipe-reviews__empty-icon" />
        <p>No reviews yet</p>
      </div>
    );
  }
  return (
    <div className="recipe-reviews__summary">
      <span className="recipe-reviews__average">{formatRating(recipe.avgRating)}</span>
      <div>
        <StarRating value={recipe.avgRating} size="medium" />
        <p className="recipe-reviews__based-on">Based on {reviewsLabel(recipe.reviewCount)}</p>
      </div>
    </div>
  );
}

function SignInToReview() {
  const { pathname } = useLocation();
  const signIn = () => window.location.assign(`/api/login?returnTo=${encodeURIComponent(pathname)}`);
  return (
    <div className="reviews-panel">
      <p className="reviews-panel__text">Made this recipe? Sign in to rate it and share your photos.</p>
      <Button type="primary" size="large" icon={<LoginOutlined aria-hidden />} onClick={signIn}>
        Sign In to Review
      </Button>
    </div>
  );
}

function Note({ children }: { children: string }) {
  return (
    <p className="reviews-note">
      <InfoCircleOutlined aria-hidden />
      {children}
    </p>
  );
}

interface ComposerProps {
  recipe: RecipeDetailDto;
  user: UserDto;
}

/**
 * What a member may do here: review the recipe once (not their own, and only once it is public),
 * then see, change or delete that review. Their review comes with the first page of reviews.
 */
function MemberReview({ recipe, user }: ComposerProps) {
  // Asked again whenever the page opens, so that `mine` is this member's (not a visitor's cached page).
  const { data, isFetching } = useListReviewsQuery(reviewsPage(recipe.id, 0), { refetchOnMountOrArgChange: true });
  if (user.id === recipe.authorId) return <Note>You cannot review your own recipe.</Note>;
  if (!data || (data.mine === undefined && isFetching)) return null;
  if (data.mine) return <OwnReview review={data.mine} />;
  if (!recipe.isApproved) return <Note>Reviews open once the recipe is approved.</Note>;
  return <ReviewForm recipeId={recipe.id} />;
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
        Reviews ({recipe.reviewCount})
      </h2>
      <div className={hasReviews ? 'reviews__layout' : 'reviews__layout reviews__layout--single'}>
        <div className="reviews__aside">
          <ReviewsSummary recipe={recipe} />
          {user ? <MemberReview recipe={recipe} user={user} /> : <SignInToReview />}
        </div>
        {hasReviews && (
          <div className="reviews__main">
            <ReviewList recipeId={recipe.id} hiddenId={data?.mine?.id} canDelete={user?.role === 'admin'} />
          </div>
        )}
      </div>
    </section>
  );
}
