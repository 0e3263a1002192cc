import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { QUEUES, type RecipeJobs } from '@plantry/shared';
import type { Job, Queue } from 'bullmq';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { freeFromColumns } from './free-from-columns.js';
import { pantryFoodsOf } from './pantry/pantry-terms.js';
import { READINGS_VERSION, readingsFor } from './ingredient-readings.js';
import { listOf, readingsOf } from './recipe.mapper.js';
import { RecipesRepository } from './recipes.repository.js';

type ReadJob = Job<RecipeJobs['read-ingredients']>;
/** Recipes read and stored a statement. */
const BATCH = 500;
/** One job per reader version: a second worker starting meanwhile adds nothing. */
const jobId = () => `read-ingredients-v${READINGS_VERSION}`;

/**
 * The one-off job that brings every recipe's stored ingredient readings to the current reader
 * (READINGS_VERSION): started by each worker at start-up when some recipe needs it, run in the
 * worker in batches by id, with each recipe's free-from mask. Authors' corrections stay, and the
 * lists are announced changed every 10,000 recipes and at the end (filters free from some keys). Its progress (recipes read, recipes left) is
 * the job's progress on the queue dashboard and a log line every few batches; a worker that dies
 * mid-way leaves the job to be run again from the last stored batch (the job's `afterId`).
 * Answers read unread recipes' lines afresh meanwhile, the same way, so nothing waits for it.
 */
@Injectable()
export class ReadIngredientsRunner {
  private readonly logger = new Logger(ReadIngredientsRunner.name);

  constructor(
    private readonly recipes: RecipesRepository,
    @InjectQueue(QUEUES.recipes) private readonly queue: Queue<RecipeJobs['read-ingredients']>,
    private readonly events: DomainEventBus,
  ) {}

  /**
   * Adds the job when some recipe's readings are missing or old: at a worker's start and after a CSV
   * import, which stores its rows unread. At most one job per reader version waits or runs; a
   * running one reaches rows added meanwhile, since it reads by id until none is left.
   */
  async startIfNeeded(): Promise<boolean> {
    if (!(await this.recipes.hasUnreadIngredients(READINGS_VERSION))) return false;
    await this.queue.add('read-ingredients', {}, { jobId: jobId(), removeOnComplete: true, removeOnFail: true });
    this.logger.log(`Recipes' ingredients to read (reader version ${READINGS_VERSION}): job ${jobId()} added`);
    return true;
  }

  /** Reads batches until no recipe is left, recording where it got to after each. */
  async run(job: Pick<ReadJob, 'data' | 'updateData' | 'updateProgress'>, batch = BATCH): Promise<{ read: number }> {
    let afterId = job.data.afterId ?? 0;
    let read = 0;
    const total = await this.recipes.countUnreadIngredients(READINGS_VERSION);
    for (let rows = await this.recipes.unreadIngredients(afterId, READINGS_VERSION, batch); rows.length > 0;) {
      const stored = new Map(
        rows.map((row) => {
          const ingredients = listOf(row.ingredients);
          const readings = readingsFor(ingredients, undefined, { ingredients, readings: readingsOf(row.ingredient_readings) });
          const { freeFrom } = freeFromColumns(ingredients, undefined, {
            freeFromAdded: row.free_from_added,
            freeFromRemoved: row.free_from_removed,
          });
          return [row.id, { readings: JSON.stringify(readings), freeFrom, pantryFoods: JSON.stringify(pantryFoodsOf(readings)) }] as const;
        }),
      );
      await this.recipes.storeReadings(stored, READINGS_VERSION);
      afterId = rows[rows.length - 1].id;
      read += rows.length;
      await job.updateData({ afterId });
      await job.updateProgress({ read, total });
      if (read % (BATCH * 20) < rows.length) {
        this.logger.log(`Ingredients read of ${read} of ${total} recipe(s)`);
        // Lists free from some keys now hold more recipes.
        await this.listsChanged();
      }
      rows = await this.recipes.unreadIngredients(afterId, READINGS_VERSION, batch);
    }
    if (read > 0) await this.listsChanged();
    this.logger.log(`Ingredients read of ${read} recipe(s): every recipe is read by reader version ${READINGS_VERSION}`);
    return { read };
  }

  private listsChanged(): Promise<void> {
    return this.events.publish('recipes.changed', { recipeIds: [] });
  }
}
