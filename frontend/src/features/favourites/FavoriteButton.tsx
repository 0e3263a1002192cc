import { t } from '@lingui/core/macro';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { RecipeDetailDto } from '../../api';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { useFavoriteToggle } from './useFavoriteToggle';
import './Favorites.css';

/**
 * The recipe page's heart, for signed-in users: 'Save' until saved, then 'Saved'. Its state is
 * said once, by its name ('Save to favorites' / 'Saved to favorites'), which is its visible word.
 * While the change is sent it stays focusable (aria-disabled), so that focus stays on it.
 */
export function FavoriteButton({ recipe }: { recipe: RecipeDetailDto }) {
  const { saved, busy, toggle, signedIn } = useFavoriteToggle(recipe);
  if (!signedIn) return null;
  return (
    <Button
      className={saved ? 'favorite-button favorite-button--saved' : 'favorite-button'}
      icon={saved ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      aria-disabled={busy}
      onClick={toggle}
    >
      {saved ? t`Saved` : t`Save`}
      <VisuallyHidden> {t`to favorites`}</VisuallyHidden>
    </Button>
  );
}
