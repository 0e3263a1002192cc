import { Processor } from '@nestjs/bullmq';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { QUEUES } from '@plantry/shared';
import { JobRouter, type JobHandlers } from '../../infrastructure/queue/job-router.js';
import { ReadIngredientsRunner } from './read-ingredients.runner.js';
import { TrendingScores } from './trending-scores.js';

/**
 * The recipes queue: the one-off reading of stored recipes' ingredient lines, added at start-up
 * when needed, and the trending scores, set afresh on a schedule.
 */
@Processor(QUEUES.recipes)
export class RecipesProcessor extends JobRouter<'recipes'> implements OnApplicationBootstrap {
  readonly queue = QUEUES.recipes;

  constructor(
    private readonly readIngredients: ReadIngredientsRunner,
    private readonly trending: TrendingScores,
  ) {
    super();
  }

  readonly handlers: JobHandlers<'recipes'> = {
    'read-ingredients': (job) => this.readIngredients.run(job),
    trending: async () => ({ changed: await this.trending.recompute() }),
  };

  /** Never holds or stops the worker's start: without the database or Redis now, the next start checks again. */
  onApplicationBootstrap(): void {
    void this.readIngredients
      .startIfNeeded()
      .catch((error: Error) => this.logger.warn(`Recipes' ingredient readings not checked: ${error.message}`));
    void this.trending.schedule().catch((error: Error) => this.logger.warn(`Trending scores not scheduled: ${error.message}`));
  }
}
