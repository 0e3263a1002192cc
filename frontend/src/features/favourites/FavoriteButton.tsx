import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { RecipeDetailDto } from '../../api';
import { useFavoriteToggle } from './useFavoriteToggle';
import './Favorites.css';

/** The recipe page's heart, for signed-in users: 'Save' until saved, then 'Saved' (pressed). */
export function FavoriteButton({ recipe }: { recipe: RecipeDetailDto }) {
  const { saved, busy, toggle, signedIn } = useFavoriteToggle(recipe);
  if (!signedIn) return null;
  return (
    <Button
      className={saved ? 'favorite-button favorite-button--saved' : 'favorite-button'}
      icon={saved ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      aria-pressed={saved}
      aria-label={saved ? 'Saved to favorites' : 'Save to favorites'}
      disabled={busy}
      onClick={toggle}
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
