import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { RecipeCardDto } from '../../api';
import { useFavoriteToggle } from './useFavoriteToggle';

/** A card's heart: pressed when saved; a visitor's click says to sign in. */
export function FavoriteToggle({ recipe }: { recipe: RecipeCardDto }) {
  const { saved, busy, toggle } = useFavoriteToggle(recipe);
  return (
    <button
      type="button"
      className={saved ? 'recipe-card__heart recipe-card__heart--saved' : 'recipe-card__heart'}
      aria-label={`Save ${recipe.title} to favorites`}
      aria-pressed={saved}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {saved ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
    </button>
  );
}
