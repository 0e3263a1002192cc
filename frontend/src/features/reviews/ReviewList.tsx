import { lazy, Suspense, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ReviewSort } from '@plantry/shared';
import { useListReviewsQuery } from '../../api';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { SelectField } from '../browse/FilterControls';
import { ReportButton } from '../moderation/ReportButton';
import { ReviewConversation } from './ReviewConversation';
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
  /** The recipe's author and admins may reply to reviews. */
  canReply: boolean;
}

/** The reviews of one page of ten. */
function ReviewPage({ recipeId, page, sortBy, hiddenId, canDelete, canReply }: ReviewListProps & { page: number; sortBy: ReviewSort }) {
  const { data } = useListReviewsQuery(reviewsPage(recipeId, page, sortBy));
  return data?.items
    .filter((review) => review.id !== hiddenId)
    .map((review) => (
      <li key={review.id}>
        <ReviewItem
          review={review}
          aside={
            <>
              <ReportButton kind="review" id={review.id} ownerId={review.user.id} label={t`Report review by ${review.user.name}`} />
              {canDelete && (
                <Suspense fallback={null}>
                  <DeleteReviewButton review={review} own={false} />
                </Suspense>
              )}
            </>
          }
          conversation={<ReviewConversation review={review} canReply={canReply} />}
        />
      </li>
    ));
}

const SORT_LABELS: Record<ReviewSort, MessageDescriptor> = { newest: msg`Newest`, helpful: msg`Most helpful` };

/**
 * The recipe's reviews, newest or most helpful first, ten at a time: 'Show more reviews' adds the
 * next ten below (each page a query of its own, all refreshed together when a review changes).
 */
export function ReviewList({ recipeId, hiddenId, canDelete, canReply }: ReviewListProps) {
  const [pages, setPages] = useState(1);
  const [sortBy, setSortBy] = useState<ReviewSort>('newest');
  const first = useListReviewsQuery(reviewsPage(recipeId, 0, sortBy));
  const last = useListReviewsQuery(reviewsPage(recipeId, pages - 1, sortBy));

  if (!first.data) {
    if (first.isError) return <ErrorNotice message={t`Failed to fetch reviews`} onRetry={() => void first.refetch()} />;
    return <Skeleton avatar active paragraph={{ rows: 2 }} />;
  }

  const others = first.data.items.some((review) => review.id !== hiddenId);
  if (!others && first.data.total <= first.data.items.length) {
    return <p className="review-list__none">{t`No other reviews yet.`}</p>;
  }

  const loadingMore = pages > 1 && last.isFetching && !last.currentData;
  const total = last.currentData?.total ?? first.data.total;
  return (
    <div className="review-list">
      {total > 1 && (
        <div className="review-list__sort">
          <SelectField
            label={t`Sort reviews`}
            value={sortBy}
            onChange={(value) => {
              setSortBy(value as ReviewSort);
              setPages(1);
            }}
          >
            {(Object.keys(SORT_LABELS) as ReviewSort[]).map((key) => (
              <option key={key} value={key}>
                {i18n._(SORT_LABELS[key])}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <ol className="review-list__items" aria-label={sortBy === 'helpful' ? t`Reviews, most helpful first` : t`Reviews, newest first`}>
        {Array.from({ length: pages }, (_, page) => (
          <ReviewPage
            key={page}
            recipeId={recipeId}
            page={page}
            sortBy={sortBy}
            hiddenId={hiddenId}
            canDelete={canDelete}
            canReply={canReply}
          />
        ))}
      </ol>
      {pages > 1 && last.isError && !last.currentData && (
        <ErrorNotice message={t`Failed to fetch reviews`} onRetry={() => void last.refetch()} />
      )}
      {(loadingMore || pages * REVIEWS_PAGE_SIZE < total) && (
        <Button className="review-list__more" size="large" loading={loadingMore} onClick={() => setPages(pages + 1)}>
          {t`Show more reviews`}
        </Button>
      )}
    </div>
  );
}
