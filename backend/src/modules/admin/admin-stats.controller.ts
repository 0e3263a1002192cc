import { Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly } from '../auth/roles.guard.js';
import { ContactService } from '../contact/contact.service.js';
import { CuisinesService } from '../cuisines/cuisines.service.js';
import { RecipesService } from '../recipes/recipes.service.js';
import { UsersService } from '../users/users.service.js';
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
