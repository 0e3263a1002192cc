import { Injectable } from '@nestjs/common';
import type { ReportTarget } from '@plantry/shared';
import type { Principal } from '../../common/auth/principal.js';
import { AccountRemovalService } from '../admin/index.js';
import { ImagesService } from '../images/index.js';
import { RecipeEditorService } from '../recipes/index.js';
import { ReviewConversationService, ReviewsService } from '../reviews/index.js';
import { UsersService } from '../users/index.js';
import type { ContentRow } from './moderation.repository.js';

/**
 * What moderation does to content, each through the module that owns it (so that ratings,
 * counters, caches, the sitemap and notifications follow as they do for any other change).
 */
@Injectable()
export class ModerationEffects {
  constructor(
    private readonly recipes: RecipeEditorService,
    private readonly reviews: ReviewsService,
    private readonly conversation: ReviewConversationService,
    private readonly users: UsersService,
    private readonly removal: AccountRemovalService,
    private readonly images: ImagesService,
  ) {}

  /**
   * Hides the content (a recipe is withdrawn from approval; a profile loses its bio and picture,
   * which cannot be shown again), or shows a recipe, review or reply again.
   */
  async setHidden(admin: Principal, kind: ReportTarget, content: ContentRow, hidden: boolean): Promise<void> {
    if (kind === 'recipe') await this.recipes.setApproval(content.id, !hidden);
    if (kind === 'review') await this.reviews.setHidden(admin, content.id, hidden);
    if (kind === 'reply') await this.conversation.setReplyHidden(content.id, hidden);
    if (kind === 'profile' && hidden) {
      const { picture } = await this.users.clearProfile(content.id);
      await this.images.discard([picture]);
    }
  }

  /** Deletes the content; for a profile, the member's account with everything of theirs. */
  async remove(admin: Principal, kind: ReportTarget, content: ContentRow): Promise<void> {
    if (kind === 'recipe') await this.recipes.delete(admin, content.id);
    if (kind === 'review') await this.reviews.delete(admin, content.id);
    if (kind === 'reply') await this.conversation.deleteReply(admin, content.id);
    if (kind === 'profile') await this.removal.remove(admin, content.id);
  }

  /** Suspends the content's writer until then (never an admin). */
  suspend(content: ContentRow, until: Date): Promise<void> {
    return this.users.suspend(content.owner_id, until);
  }
}
