import { useState } from 'react';
import type { ArgsProps } from 'antd/es/notification/interface';
import { useNavigate } from 'react-router';
import { errorStatus, type RecipeDetailDto } from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { useSessionLostHandler } from '../../auth/useSessionLostHandler';
import type { RecipeDraft } from './recipeValues';

type Notice = Pick<ArgsProps, 'title' | 'description'>;

/** The server's reasons for refusing a recipe (400, 409...): its `message`, one or a list. */
export function refusalReasons(error: unknown): string[] {
  const status = errorStatus(error);
  if (status === undefined || status < 400 || status >= 500) return [];
  const data: unknown = (error as { data?: unknown }).data;
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
  const reasons = Array.isArray(message) ? message : [message];
  return reasons.filter((reason): reason is string => typeof reason === 'string' && reason.trim() !== '');
}

interface RecipeSave {
  /** Sends the draft and answers the saved recipe. */
  save: (draft: RecipeDraft) => Promise<RecipeDetailDto>;
  success: Notice;
  failure: (error: unknown) => Notice;
}

/**
 * Saving the recipe form: busy while it runs; on success the notice, then the recipe's page; a
 * lost session (401) goes the usual way; any other failure gets the `failure` notice, and the
 * server's reasons are kept to list beside the form.
 */
export function useRecipeSave({ save, success, failure }: RecipeSave) {
  const [busy, setBusy] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();
  const navigate = useNavigate();

  const submit = async (draft: RecipeDraft) => {
    if (busy) return; // Enter in a field submits the form even while the button is busy
    setBusy(true);
    setReasons([]);
    try {
      const recipe = await save(draft);
      notifications.success(success);
      void navigate(`/recipe/${recipe.id}`);
    } catch (error) {
      setBusy(false);
      if (handleSessionLost(error)) return;
      setReasons(refusalReasons(error));
      notifications.error(failure(error));
    }
  };

  return { submit, busy, reasons };
}
