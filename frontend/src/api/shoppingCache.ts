import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { plantryApi as generatedApi } from './plantry.gen';

interface MutationLifecycle {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the store's state type is the app's, not this module's
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
  queryFulfilled: Promise<unknown>;
}

/** Ticks a shopping list item at once in the cached list, and back when the call fails. */
export async function checkShoppingItem({ dispatch, queryFulfilled }: MutationLifecycle, itemId: number, checked: boolean) {
  const patch = dispatch(
    generatedApi.util.updateQueryData('listShoppingList', undefined, (list) => {
      for (const item of list.items) if (item.id === itemId) item.checked = checked;
    }),
  );
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
}
