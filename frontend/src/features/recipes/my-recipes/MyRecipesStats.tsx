import { ClockCircleOutlined } from '@ant-design/icons';
import { estimatedViews } from '@plantry/shared';
import type { MyRecipesPageDto } from '../../../api';

const count = (value: number) => value.toLocaleString('en');

/** The two tiles of My Recipes. */
export function MyRecipesStats({ total, totalReviews }: Pick<MyRecipesPageDto, 'total' | 'totalReviews'>) {
  return (
    <dl className="my-recipes-stats">
      <div className="my-recipes-stats__tile">
        <dt>Total Recipes</dt>
        <dd className="my-recipes-stats__value">{count(total)}</dd>
      </div>
      <div className="my-recipes-stats__tile">
        <dt>Total Views</dt>
        <dd className="my-recipes-stats__value">{count(estimatedViews(totalReviews))}</dd>
        <dd className="my-recipes-stats__hint">An estimate: ten views for every review</dd>
      </div>
    </dl>
  );
}

/** How many of the author's recipes wait for an admin; nothing when none do. */
export function PendingCount({ pendingCount }: Pick<MyRecipesPageDto, 'pendingCount'>) {
  if (pendingCount === 0) return null;
  return (
    <p className="my-recipes-stats__pending">
      <ClockCircleOutlined aria-hidden /> {count(pendingCount)} waiting for review
    </p>
  );
}
