import { lazy, Suspense, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useListReviewsQuery } from '../../api';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { ReviewItem } from './ReviewItem';
import { REVIEWS_PAGE_SIZE, reviewsPage } from './reviewPages';

// Admins only (with its confirmation dialog): loaded when an admin's list shows.
const DeleteReviewButton = lazy(() => import('./DeleteReviewButton').then((m) => ({ default: m.DeleteReviewButton })));

interface ReviewListProps {
  recipeId: number;
  /** The caller's own review, shown on its own and so left out here. */
  hiddenId?: number;
  /** Admins may delete any review. */
  canDelete: boolean;
}

/** The reviews of one page of ten. */
function ReviewPage({ recipeId, page, hiddenId, canDelete }: ReviewListProps & { page: number }) {
  const { data } = useListReviewsQuery(reviewsPage(recipeId, page));
  return data?.items
    .filter((review) => review.id !== hiddenId)
    .map((review) => (
      <li key={review.id}>
        <ReviewItem
          review={review}
          aside={
            canDelete && (
              <Suspense fallback={null}>
                <DeleteReviewButton review={review} own={false} />
              </Suspense>
            )
          }
        />
      </li>
    ));
}

/**
 * The recipe's reviews, newest first, ten at a time: 'Show more reviews' adds the next ten below
 * (each page a query of its own, all refreshed together when a review changes).
 */
export function ReviewList({ recipeId, hiddenId, canDelete }: ReviewListProps) {
  const [pages, setPages] = useState(1);
  const first = useListReviewsQuery(reviewsPage(recipeId, 0));
  const last = useListReviewsQuery(reviewsPage(recipeId, pages - 1));

  if (!first.data) {
    if (first.isError) return <ErrorNotice message="Failed to fetch reviews" onRetry={() => void first.refetch()} />;
    return <Skeleton avatar active paragraph={{ rows: 2 }} />;
  }

  const others = first.data.items.some((review) => review.id !== hiddenId);
  if (!others && first.data.total <= first.data.items.length) {
    return <p className="review-list__none">No other reviews yet.</p>;
  }

  const loadingMore = pages > 1 && last.isFetching && !last.currentData;
  const total = last.currentData?.total ?? first.data.total;
  return (
    <div className="review-list">
      <ol className="review-list__items" aria-label="Reviews, newest first">
        {Array.from({ length: pages }, (_, page) => (
          <ReviewPage key={page} recipeId={recipeId} page={page} hiddenId={hiddenId} canDelete={canDelete} />
        ))}
      </ol>
      {pages > 1 && last.isError && !last.currentData && (
        <ErrorNotice message="Failed to fetch reviews" onRetry={() => void last.refetch()} />
      )}
      {(loadingMore || pages * REVIEWS_PAGE_SIZE < total) && (
        <Button className="review-list__more" size="large" loading={loadingMore} onClick={() => setPages(pages + 1)}>
          Show more reviews
        </Button>
      )}
    </div>
  );
}
