import { useMemo, type ReactNode } from 'react';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { FavoriteToggle } from '../features/favourites/FavoriteToggle';
import { RecipeCardPartsProvider } from '../shared/ui/recipeCardParts';

/** Gives every recipe card the favourites feature's heart and the signed-in user's id. */
export function RecipeCardParts({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const value = useMemo(() => ({ Favorite: FavoriteToggle, viewerId: user?.id }), [user?.id]);
  return <RecipeCardPartsProvider value={value}>{children}</RecipeCardPartsProvider>;
}
