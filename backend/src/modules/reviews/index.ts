/** The reviews module's door. */
export { ReviewsModule } from './reviews.module.js';
export { ReviewsService } from './reviews.service.js';
export { ReviewConversationService } from './review-conversation.service.js';
export { reviewRatings } from './review-ratings.js';
