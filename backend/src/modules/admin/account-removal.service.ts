import { EntityManager } from '@mikro-orm/mariadb';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { FavoritesService } from '../favourites/favorites.service.js';
import { ImagesService } from '../images/images.service.js';
import { RecipeEditorService } from '../recipes/recipe-editor.service.js';
import { RecipeCache } from '../recipes/recipe-cache.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';

export const OWN_ACCOUNT = 'You cannot delete your own account';

/**
 * Deleting a member with everything of theirs: their reviews (other recipes' ratings set afresh),
 * their favourites (other recipes' counts moved), their recipes (with everyone's reviews and
 * favourites of them, and their cuisines' counts) and their account, in one transaction that
 * holds their row; then the files of all that.
 */
@Injectable()
export class AccountRemovalService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly reviews: ReviewsService,
    private readonly favorites: FavoritesService,
    private readonly recipes: RecipeEditorService,
    private readonly images: ImagesService,
    private readonly cache: RecipeCache,
  ) {}

  async remove(admin: User, id: number): Promise<void> {
    if (id === admin.id) throw new ForbiddenException(OWN_ACCOUNT);
    const files = await this.em.fork().transactional(async (tx) => {
      await this.users.lockForRemoval(tx, id);
      const reviewPhotos = await this.reviews.removeAllBy(tx, id);
      await this.favorites.removeAllBy(tx, id);
      const recipeFiles = await this.recipes.deleteAllBy(tx, id);
      await this.users.remove(tx, id);
      return [...reviewPhotos, ...recipeFiles];
    });
    await this.cache.changed();
    await this.images.discard(files);
  }
}
