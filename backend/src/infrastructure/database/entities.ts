import { EmailVerificationToken, PasswordResetToken } from '../../modules/auth/entities/account-token.entity.js';
import { CollectionRecipe } from '../../modules/collections/entities/collection-recipe.entity.js';
import { Collection } from '../../modules/collections/entities/collection.entity.js';
import { NotificationSetting } from '../../modules/notifications/entities/notification-setting.entity.js';
import { Notification } from '../../modules/notifications/entities/notification.entity.js';
import { Follow } from '../../modules/cooks/entities/follow.entity.js';
import { ContactMessage } from '../../modules/contact/entities/contact-message.entity.js';
import { Cuisine } from '../../modules/cuisines/entities/cuisine.entity.js';
import { CsvImport } from '../../modules/import/entities/csv-import.entity.js';
import { ModerationEntry } from '../../modules/moderation/entities/moderation-entry.entity.js';
import { Report } from '../../modules/moderation/entities/report.entity.js';
import { ImportProblem } from '../../modules/import/entities/import-problem.entity.js';
import { StoredImage } from '../../modules/images/entities/stored-image.entity.js';
import { Favorite } from '../../modules/favourites/entities/favorite.entity.js';
import { RecipeFood } from '../../modules/recipes/entities/recipe-food.entity.js';
import { RecipeTag } from '../../modules/recipes/entities/recipe-tag.entity.js';
import { Recipe } from '../../modules/recipes/entities/recipe.entity.js';
import { ShoppingItem } from '../../modules/shopping/entities/shopping-item.entity.js';
import { SwapVote } from '../../modules/swaps/entities/swap-vote.entity.js';
import { ReviewHelpful } from '../../modules/reviews/entities/review-helpful.entity.js';
import { ReviewImage } from '../../modules/reviews/entities/review-image.entity.js';
import { ReviewReply } from '../../modules/reviews/entities/review-reply.entity.js';
import { Review } from '../../modules/reviews/entities/review.entity.js';
import { Passkey } from '../../modules/passkeys/entities/passkey.entity.js';
import { ProviderIdentity } from '../../modules/auth/entities/provider-identity.entity.js';
import { RecoveryCode } from '../../modules/two-factor/entities/recovery-code.entity.js';
import { TwoFactorSetting } from '../../modules/two-factor/entities/two-factor-setting.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { OutboxEmail } from '../mail/outbox-email.entity.js';

/** Every entity of the data model: one list for the API, the worker, migrations and tests. */
export const ENTITIES = [
  User,
  Cuisine,
  Recipe,
  RecipeTag,
  RecipeFood,
  Review,
  ReviewImage,
  ReviewReply,
  ReviewHelpful,
  Favorite,
  ShoppingItem,
  SwapVote,
  Follow,
  Collection,
  CollectionRecipe,
  Notification,
  NotificationSetting,
  Report,
  ModerationEntry,
  ContactMessage,
  EmailVerificationToken,
  PasswordResetToken,
  ProviderIdentity,
  TwoFactorSetting,
  RecoveryCode,
  Passkey,
  StoredImage,
  CsvImport,
  ImportProblem,
  OutboxEmail,
];
