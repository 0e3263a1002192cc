import { EntityManager } from '@mikro-orm/mariadb';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { FavoritesService } from '../favourites/index.js';
import { ImagesService } from '../images/index.js';
import { RecipeEditorService, RecipeLocks } from '../recipes/index.js';
import { ReviewsService } from '../reviews/index.js';
import { ShoppingService } from '../shopping/index.js';
import type { Principal } from '../../common/auth/principal.js';
import { UsersService } from '../users/index.js';

export const OWN_ACCOUNT = 'You cannot delete your own account';
export const ADMIN_LEAVING = 'An admin account is deleted by another admin';

/**
 * Deleting a member with everything of theirs: their reviews (other recipes' ratings set afresh),
 * their favourites (other recipes' counts moved), their shopping list, their recipes (with
 * everyone's reviews and favourites of them, and their cuisines' counts) and their account, in one
 * transaction that holds their row and their recipes' rows from the start; then the files of all that.
 */
@Injectable()
export class AccountRemovalService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly reviews: ReviewsService,
    private readonly favorites: FavoritesService,
    private readonly shopping: ShoppingService,
    private readonly recipes: RecipeEditorService,
    private readonly recipeLocks: RecipeLocks,
    private readonly images: ImagesService,
    private readonly events: DomainEventBus,
  ) {}

  /** An admin deletes another member. */
  async remove(admin: Principal, id: number): Promise<void> {
    if (id === admin.id) throw new ForbiddenException(OWN_ACCOUNT);
    await this.erase(id);
  }

  /** A member deletes their own account, as thoroughly; an admin's is deleted by another admin (a site keeps one). */
  async removeOwn(member: Principal): Promise<void> {
    if (member.role === 'admin') throw new ForbiddenException(ADMIN_LEAVING);
    await this.erase(member.id);
  }

  private async erase(id: number): Promise<void> {
    const files = await this.em.fork().transactional(async (tx) => {
      await this.users.lockForRemoval(tx, id);
      await this.recipeLocks.lockAllBy(tx, id);
      const reviewPhotos = await this.reviews.removeAllBy(tx, id);
      await this.favorites.removeAllBy(tx, id);
      await this.shopping.removeAllBy(tx, id);
      const recipeFiles = await this.recipes.deleteAllBy(tx, id);
      const avatar = await this.users.remove(tx, id);
      return [...reviewPhotos, ...recipeFiles, avatar];
    });
    await this.users.accountChanged(id);
    await this.events.publish('member.removed', { userId: id });
    await this.images.discard(files);
  }
}
