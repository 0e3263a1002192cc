import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { RecipeReviewsController, ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  imports: [RecipesModule],
  controllers: [RecipeReviewsController, ReviewsController],
  providers: [ReviewsService, ReviewsRepository],
  exports: [ReviewsService],
})
export class ReviewsModule {}
