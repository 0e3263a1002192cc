import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Waits until the images worker has made the width variants of a recipe's featured photo, as the
 * API tells it (to whoever asks: the recipe's author or an admin for one waiting for review).
 * The worker takes one photo at a time: with both projects' photo flows queued on a busy 2-core
 * machine, a photo can wait a minute or more for its turn.
 */
export async function waitForPhotoVariants(request: APIRequestContext, recipeId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/recipes/${recipeId}`);
        const recipe = answer.ok() ? ((await answer.json()) as { featuredImageVariants: { variants: unknown[] } | null }) : null;
        return recipe?.featuredImageVariants?.variants.length ?? 0;
      },
      { message: `the width variants of recipe ${recipeId}'s photo`, timeout: 150_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBeGreaterThan(0);
}
