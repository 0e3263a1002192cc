import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable, Logger } from '@nestjs/common';
import { QUEUES, TRENDING, type RecipeJobs } from '@plantry/shared';
import type { Queue } from 'bullmq';
import { RecipeCache } from './recipe-cache.js';

const { windowDays, fadeDays, reviewWeight, everyMinutes } = TRENDING;
const FADE_SECONDS = fadeDays * 24 * 3600;

/**
 * Each recipe's heat: its saves and (not hidden) reviews of the last TRENDING.windowDays, each
 * counting e^(−age / TRENDING.fadeDays), a review TRENDING.reviewWeight times. Read through the
 * created_at indexes of favorites and reviews, so only the window's rows are read.
 */
const HEAT = `select recipe_id, sum(weight) as heat from (
    select recipe_id, exp(-timestampdiff(second, created_at, now(3)) / ${FADE_SECONDS}) as weight
      from favorites where created_at >= now(3) - interval ${windowDays} day
    union all
    select recipe_id, ${reviewWeight} * exp(-timestampdiff(second, created_at, now(3)) / ${FADE_SECONDS}) as weight
      from reviews where created_at >= now(3) - interval ${windowDays} day and hidden_at is null
  ) recent group by recipe_id`;

/**
 * The 'trending' sort (docs/decisions/community.md, "Trending"): a recipe's heat times its
 * Bayesian rating (rating_score, out of 5), so that a new recipe that cooks save and rate well
 * rises above old favourites, and one that many save but rate badly does not. Set afresh by the
 * worker every TRENDING.everyMinutes (one BullMQ job scheduler, however many workers run), then
 * the lists sorted by activity are read again.
 */
@Injectable()
export class TrendingScores {
  private readonly logger = new Logger(TrendingScores.name);

  constructor(
    private readonly em: EntityManager,
    private readonly cache: RecipeCache,
    @InjectQueue(QUEUES.recipes) private readonly queue: Queue<RecipeJobs['trending']>,
  ) {}

  /** Makes sure the scheduler exists (each worker at start-up; upserting it again changes nothing). */
  async schedule(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'trending',
      { every: everyMinutes * 60_000, immediately: true },
      { name: 'trending', data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  /** Sets the scores of recipes with recent activity, and back to 0 those that had some; answers how many changed. */
  async recompute(): Promise<number> {
    const { affectedRows } = await this.em.fork().execute<{ affectedRows: number }>(
      `update recipes r left join (${HEAT}) t on t.recipe_id = r.id
       set r.trending_score = coalesce(round(t.heat * r.rating_score / 5, 4), 0)
       where t.recipe_id is not null or r.trending_score <> 0`,
      [],
      'run',
    );
    if (affectedRows > 0) await this.cache.activityChanged();
    this.logger.log(`Trending scores set: ${affectedRows} recipe(s) changed`);
    return affectedRows;
  }
}
