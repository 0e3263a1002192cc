import { t } from '@lingui/core/macro';
import { useDeleteRecipeMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import type { RecipeOwnerActions } from '../../shared/ui/RecipeCard';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';
import { useDeleteConfirmation } from '../../shared/ui/useDeleteConfirmation';

interface DeletableRecipe {
  id: number;
  title: string;
}

/**
 * Deleting a recipe (SPEC.md sections 4, 5 and 8): a confirmation first, then the call, then
 * 'Recipe deleted' or 'Failed to delete recipe' (a lost session signs in again). Lists and the
 * recipe refresh through the cache tags. Render `contextHolder` where the hook is used: the
 * confirmation is drawn there, inside the app's theme.
 */
export function useDeleteRecipe({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { confirmDelete: confirm, contextHolder } = useDeleteConfirmation();
  const [deleteRecipe, { isLoading, originalArgs }] = useDeleteRecipeMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  const confirmDelete = async ({ id, title }: DeletableRecipe) => {
    const confirmed = await confirm(t`Delete ${title}?`, t`Are you sure you want to delete this recipe?`);
    if (!confirmed) return;
    try {
      await deleteRecipe({ id }).unwrap();
    } catch (error) {
      if (!handleSessionLost(error)) notifications.error({ title: t`Error`, description: t`Failed to delete recipe` });
      return;
    }
    notifications.success({ title: t`Recipe deleted`, description: t`Your recipe has been removed.` });
    onDeleted?.();
  };

  /** Delete for `recipe`, as cards, rows and the recipe page offer it. */
  const deleteAction = (recipe: DeletableRecipe): RecipeOwnerActions => ({
    onDelete: () => void confirmDelete(recipe),
    deleting: isLoading && originalArgs?.id === recipe.id,
  });

  return { deleteAction, contextHolder };
}
