import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ClockCircleOutlined } from '@ant-design/icons';
import { estimatedViews } from '@plantry/shared';
import type { MyRecipesPageDto } from '../../../api';

/** The two tiles of My Recipes. */
export function MyRecipesStats({ total, totalReviews }: Pick<MyRecipesPageDto, 'total' | 'totalReviews'>) {
  return (
    <dl className="my-recipes-stats">
      <div className="my-recipes-stats__tile">
        <dt>{t`Total Recipes`}</dt>
        <dd className="my-recipes-stats__value">{i18n.number(total)}</dd>
      </div>
      <div className="my-recipes-stats__tile">
        <dt>{t`Total Views`}</dt>
        <dd className="my-recipes-stats__value">{i18n.number(estimatedViews(totalReviews))}</dd>
        <dd className="my-recipes-stats__hint">{t`An estimate: ten views for every review`}</dd>
      </div>
    </dl>
  );
}

/** How many of the author's recipes wait for an admin; nothing when none do. */
export function PendingCount({ pendingCount }: Pick<MyRecipesPageDto, 'pendingCount'>) {
  if (pendingCount === 0) return null;
  const pending = i18n.number(pendingCount);
  return (
    <p className="my-recipes-stats__pending">
      <ClockCircleOutlined aria-hidden /> {t`${pending} waiting for review`}
    </p>
  );
}
