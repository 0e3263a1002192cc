import { t } from '@lingui/core/macro';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { RecipeCardDto } from '../../api';
import { useFavoriteToggle } from './useFavoriteToggle';

/**
 * A card's heart: one name, its state said by aria-pressed; a visitor's click says to sign in.
 * While the change is sent it stays focusable (aria-disabled), so that focus stays on it.
 */
export function FavoriteToggle({ recipe }: { recipe: RecipeCardDto }) {
  const { saved, busy, toggle } = useFavoriteToggle(recipe);
  const { title } = recipe;
  return (
    <button
      type="button"
      className={saved ? 'recipe-card__heart recipe-card__heart--saved' : 'recipe-card__heart'}
      aria-label={t`Save ${title} to favorites`}
      aria-pressed={saved}
      aria-disabled={busy}
      onClick={toggle}
    >
      {saved ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
    </button>
  );
}
