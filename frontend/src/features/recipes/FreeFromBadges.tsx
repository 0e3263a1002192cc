import { t } from '@lingui/core/macro';
import { CheckOutlined } from '@ant-design/icons';
import type { FreeFromKey } from '@plantry/shared';
import { freeFromLabel } from './freeFromLabel';
import './FreeFromBadges.css';

/**
 * What a recipe is free from (gluten, soy, tree nuts, peanuts, sesame, added oil), as badges, with
 * where it comes from: its ingredient list, read by the site and checked by its author. Nothing
 * shows for a recipe free from none of them.
 */
export function FreeFromBadges({ keys }: { keys: readonly FreeFromKey[] }) {
  if (keys.length === 0) return null;
  return (
    <div className="free-from">
      <ul className="wrap-list free-from__list" aria-label={t`Free from`}>
        {keys.map((key) => (
          <li key={key} className="free-from__badge">
            <CheckOutlined aria-hidden /> {freeFromLabel(key)}
          </li>
        ))}
      </ul>
      <p className="free-from__note">{t`From the ingredient list. With an allergy, check the label of everything you buy.`}</p>
    </div>
  );
}
