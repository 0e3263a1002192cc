import { CheckOutlined } from '@ant-design/icons';
import { FREE_FROM_LABELS, type FreeFromKey } from '@plantry/shared';
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
      <ul className="wrap-list free-from__list" aria-label="Free from">
        {keys.map((key) => (
          <li key={key} className="free-from__badge">
            <CheckOutlined aria-hidden /> {FREE_FROM_LABELS[key]}
          </li>
        ))}
      </ul>
      <p className="free-from__note">From the ingredient list. With an allergy, check the label of everything you buy.</p>
    </div>
  );
}
