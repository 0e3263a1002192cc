import { Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ADMIN_TRENDS } from '@plantry/shared';
import { mondayOf } from '../../common/weekly-counts.js';
import { inTime } from '../../infrastructure/metrics/metrics.js';
import { QueueHealth } from '../../infrastructure/queue/queue-health.js';
import { ContactService } from '../contact/index.js';
import { CuisinesService } from '../cuisines/index.js';
import { RecipesService } from '../recipes/index.js';
import { ReviewsService } from '../reviews/index.js';
import { UsersService, AdminOnly } from '../users/index.js';
import { AdminStatsDto, AdminTrendsDto, type QueueHealthDto } from './dto/admin-stats.dto.js';

const DAY_MS = 24 * 3600 * 1000;

@AdminOnly('admin')
export class AdminStatsController {
  constructor(
    private readonly users: UsersService,
    private readonly cuisines: CuisinesService,
    private readonly recipes: RecipesService,
    private readonly contact: ContactService,
    private readonly reviews: ReviewsService,
    private readonly queues: QueueHealth,
  ) {}

  /** The dashboard's counters: users, cuisines, recipes, pending and flagged recipes, unread messages. */
  @Get('stats')
  @ApiOkResponse({ type: AdminStatsDto })
  async getAdminStats(): Promise<AdminStatsDto> {
    const [users, cuisines, recipes, unreadMessages] = await Promise.all([
      this.users.count(),
      this.cuisines.count(),
      this.recipes.counts(),
      this.contact.unhandledCount(),
    ]);
    return { users, cuisines, recipes: recipes.total, pendingRecipes: recipes.pending, flaggedRecipes: recipes.flagged, unreadMessages };
  }

  /** The dashboard's trends: sign-ups, recipes and reviews in each of the last 12 weeks, and each queue's jobs with the workers running. */
  @Get('trends')
  @ApiOkResponse({ type: AdminTrendsDto })
  async getAdminTrends(): Promise<AdminTrendsDto> {
    const weeks = Array.from({ length: ADMIN_TRENDS.weeks }, (_, i) =>
      mondayOf(new Date(Date.now() - (ADMIN_TRENDS.weeks - 1 - i) * 7 * DAY_MS)),
    );
    const since = new Date(`${weeks[0]}T00:00:00Z`);
    const [signups, recipes, reviews, queues, workers] = await Promise.all([
      this.users.joinedPerWeek(since),
      this.recipes.createdPerWeek(since),
      this.reviews.postedPerWeek(since),
      inTime(this.queues.counts()).catch(() => null),
      inTime(this.queues.workers()).catch(() => null),
    ]);
    return {
      weeks: weeks.map((week) => ({
        week,
        signups: signups.get(week) ?? 0,
        recipes: recipes.get(week) ?? 0,
        reviews: reviews.get(week) ?? 0,
      })),
      queues:
        queues?.map(({ queue, waiting, prioritized, delayed, active, failed }): QueueHealthDto => ({
          queue,
          waiting: waiting + prioritized,
          delayed,
          active,
          failed,
        })) ?? null,
      workers,
    };
  }
}
