import { InfoCircleOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useListReviewsQuery, type RecipeDetailDto, type UserDto } from '../../api';
import { OwnReview } from './OwnReview';
import { ReviewForm } from './ReviewForm';
import { reviewsPage } from './reviewPages';

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
export function MemberReview({ recipe, user }: ComposerProps) {
  // Asked again whenever the page opens, so that `mine` is this member's (not a visitor's cached page).
  const { data, isFetching } = useListReviewsQuery(reviewsPage(recipe.id, 0), { refetchOnMountOrArgChange: true });
  if (user.id === recipe.authorId) return <Note>{t`You cannot review your own recipe.`}</Note>;
  if (!data || (data.mine === undefined && isFetching)) return null;
  if (data.mine) return <OwnReview review={data.mine} />;
  if (!recipe.isApproved) return <Note>{t`Reviews open once the recipe is approved.`}</Note>;
  return <ReviewForm recipeId={recipe.id} />;
}
