import { Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ContactService } from '../contact/index.js';
import { CuisinesService } from '../cuisines/index.js';
import { RecipesService } from '../recipes/index.js';
import { UsersService, AdminOnly } from '../users/index.js';
import { AdminStatsDto } from './dto/admin-stats.dto.js';

@AdminOnly('admin/stats')
export class AdminStatsController {
  constructor(
    private readonly users: UsersService,
    private readonly cuisines: CuisinesService,
    private readonly recipes: RecipesService,
    private readonly contact: ContactService,
  ) {}

  /** The dashboard's counters: users, cuisines, recipes, pending and flagged recipes, unread messages. */
  @Get()
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
}
