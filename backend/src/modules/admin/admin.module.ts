import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module.js';
import { CuisinesModule } from '../cuisines/cuisines.module.js';
import { FavoritesModule } from '../favourites/favorites.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { AccountRemovalService } from './account-removal.service.js';
import { AdminStatsController } from './admin-stats.controller.js';
import { AdminUsersController } from './admin-users.controller.js';

/** The admin dashboard's own endpoints; each area's admin endpoints live in its module. */
@Module({
  imports: [ContactModule, CuisinesModule, FavoritesModule, RecipesModule, ReviewsModule],
  controllers: [AdminStatsController, AdminUsersController],
  providers: [AccountRemovalService],
})
export class AdminModule {}
