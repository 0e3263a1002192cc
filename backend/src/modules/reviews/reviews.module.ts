import { Module } from '@nestjs/common';
import { PostingAllowance } from '../../common/auth/posting-allowance.js';
import { RecipesModule } from '../recipes/index.js';
import { ReviewConversationController } from './review-conversation.controller.js';
import { ReviewConversationRepository } from './review-conversation.repository.js';
import { ReviewConversationService } from './review-conversation.service.js';
import { RecipeReviewsController, ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  imports: [RecipesModule],
  controllers: [RecipeReviewsController, ReviewsController, ReviewConversationController],
  providers: [ReviewsService, ReviewsRepository, ReviewConversationService, ReviewConversationRepository, PostingAllowance],
  exports: [ReviewsService, ReviewConversationService],
})
export class ReviewsModule {}
