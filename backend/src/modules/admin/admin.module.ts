import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/index.js';
import { CuisinesModule } from '../cuisines/index.js';
import { FavoritesModule } from '../favourites/index.js';
import { RecipesModule } from '../recipes/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { ShoppingModule } from '../shopping/index.js';
import { AccountRemovalService } from './account-removal.service.js';
import { AdminStatsController } from './admin-stats.controller.js';
import { AdminUsersController } from './admin-users.controller.js';

/** The admin dashboard's own endpoints; each area's admin endpoints live in its module. */
@Module({
  imports: [ContactModule, CuisinesModule, FavoritesModule, RecipesModule, ReviewsModule, ShoppingModule],
  controllers: [AdminStatsController, AdminUsersController],
  providers: [AccountRemovalService],
  exports: [AccountRemovalService],
})
export class AdminModule {}
