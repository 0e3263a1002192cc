import { t } from '@lingui/core/macro';
import { useAddFavoriteMutation, useRemoveFavoriteMutation, type RecipeCardDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';

/**
 * The heart of one recipe: saved or not for the signed-in user, and the click that turns it (the
 * change shows at once everywhere the recipe is; SPEC.md's messages follow the answer). A visitor's
 * click only says to sign in. A click while the last one is being sent does nothing: the button
 * stays enabled (aria-disabled) so that it keeps the focus.
 */
export function useFavoriteToggle(recipe: Pick<RecipeCardDto, 'id' | 'isFavorite'>) {
  const { user } = useCurrentUser();
  const [addFavorite, adding] = useAddFavoriteMutation();
  const [removeFavorite, removing] = useRemoveFavoriteMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();
  const saved = Boolean(user && recipe.isFavorite);

  const busy = adding.isLoading || removing.isLoading;

  const toggle = async () => {
    if (busy) return;
    if (!user) {
      notifications.info({ title: t`Sign in required`, description: t`Sign in to save recipes you love to your favorites.` });
      return;
    }
    try {
      if (saved) {
        await removeFavorite({ recipeId: recipe.id }).unwrap();
        notifications.success({ title: t`Recipe removed`, description: t`Removed from favorites` });
      } else {
        await addFavorite({ addFavoriteDto: { recipeId: recipe.id } }).unwrap();
        notifications.success({ title: t`Recipe saved!`, description: t`Added to your favorites` });
      }
    } catch (error) {
      if (!handleSessionLost(error)) notifications.error({ title: t`Error`, description: t`Failed to update favorites` });
    }
  };

  return { saved, busy, toggle: () => void toggle(), signedIn: Boolean(user) };
}
