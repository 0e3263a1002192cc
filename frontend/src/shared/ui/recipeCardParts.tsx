import { createContext, use, type ComponentType, type ReactNode } from 'react';
import type { RecipeCardDto } from '../../api';

/**
 * What a recipe card shows that belongs to features, handed in by the app (app/RecipeCardParts):
 * the heart that saves the recipe, and who is looking (a card offers its owner Edit and Delete).
 * Shared components never import features; without the app's parts a card has no heart.
 */
export interface RecipeCardPartsValue {
  Favorite?: ComponentType<{ recipe: RecipeCardDto }>;
  viewerId?: number;
}

const RecipeCardPartsContext = createContext<RecipeCardPartsValue>({});

export function RecipeCardPartsProvider({ value, children }: { value: RecipeCardPartsValue; children: ReactNode }) {
  return <RecipeCardPartsContext value={value}>{children}</RecipeCardPartsContext>;
}

export const useRecipeCardParts = (): RecipeCardPartsValue => use(RecipeCardPartsContext);
