import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';

type Row = Record<string, unknown>;

/** A JSON column's text as its value; text that is not JSON as it is. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Everything of one member, read straight from the tables of the modules that own them (reads
 * only: a member's copy of their data, docs/decisions/community.md 'Your data').
 */
@Injectable()
export class AccountDataRepository {
  constructor(private readonly em: EntityManager) {}

  private query(sql: string, params: unknown[]): Promise<Row[]> {
    return this.em.execute<Row[]>(sql, params);
  }

  async of(userId: number): Promise<Record<string, unknown>> {
    const [
      account,
      recipes,
      reviews,
      reviewImages,
      replies,
      helpful,
      favourites,
      collections,
      collected,
      shopping,
      following,
      followers,
      swapVotes,
      settings,
      notifications,
      providers,
      passkeys,
    ] = await Promise.all([
      this.query(
        'select id, email, first_name, last_name, role, bio, profile_image_url, email_verified, created_at, updated_at from users where id = ?',
        [userId],
      ),
      this.query(
        `select r.id, r.title, r.description, r.ingredients, r.instructions, r.tags, r.helpful_notes, r.link_to_full_recipe, c.name as cuisine,
             r.prep_minutes, r.cook_minutes, r.servings, r.featured_image, r.gallery_images, r.is_approved, r.created_at, r.updated_at
           from recipes r left join cuisines c on c.id = r.cuisine_id where r.author_id = ? order by r.id`,
        [userId],
      ),
      this.query(
        'select v.id, v.recipe_id, r.title as recipe_title, v.rating, v.comment, v.created_at, v.updated_at from reviews v join recipes r on r.id = v.recipe_id where v.user_id = ? order by v.id',
        [userId],
      ),
      this.query(
        'select i.review_id, i.url from review_images i join reviews v on v.id = i.review_id where v.user_id = ? order by i.review_id, i.position',
        [userId],
      ),
      this.query('select id, review_id, body, created_at, updated_at from review_replies where user_id = ? order by id', [userId]),
      this.query('select review_id, created_at from review_helpful where user_id = ? order by created_at', [userId]),
      this.query(
        'select f.recipe_id, r.title as recipe_title, f.created_at from favorites f join recipes r on r.id = f.recipe_id where f.user_id = ? order by f.created_at',
        [userId],
      ),
      this.query('select id, name, description, is_public, created_at, updated_at from collections where owner_id = ? order by id', [
        userId,
      ]),
      this.query(
        'select cr.collection_id, cr.recipe_id, cr.added_at from collection_recipes cr join collections c on c.id = cr.collection_id where c.owner_id = ? order by cr.added_at',
        [userId],
      ),
      this.query('select name, quantity, unit, checked, recipes, created_at from shopping_list_items where user_id = ? order by id', [
        userId,
      ]),
      this.query('select cook_id, created_at from follows where follower_id = ? order by created_at', [userId]),
      this.query('select count(*) as n from follows where cook_id = ?', [userId]),
      this.query('select recipe_id, swap_key, created_at from swap_votes where user_id = ? order by created_at', [userId]),
      this.query('select kind, in_app, by_email from notification_settings where user_id = ? order by kind', [userId]),
      this.query('select kind, actor_id, recipe_id, created_at, read_at from notifications where user_id = ? order by id', [userId]),
      this.query('select issuer, subject, created_at from provider_identities where user_id = ? order by id', [userId]),
      // Names and dates only: a passkey's id and public key are of no use to the member and stay here.
      this.query('select name, created_at, last_used_at from passkeys where user_id = ? order by id', [userId]),
    ]);
    const photos = (reviewId: unknown) => reviewImages.filter((image) => image.review_id === reviewId).map((image) => image.url);
    return {
      account: account[0],
      recipes: recipes.map((recipe) => ({
        ...recipe,
        ingredients: json(recipe.ingredients),
        instructions: json(recipe.instructions),
        tags: json(recipe.tags),
        gallery_images: json(recipe.gallery_images),
      })),
      reviews: reviews.map((review) => ({ ...review, photos: photos(review.id) })),
      review_replies: replies,
      helpful_marks: helpful,
      favourites,
      collections: collections.map((collection) => ({
        ...collection,
        recipes: collected
          .filter((entry) => entry.collection_id === collection.id)
          .map(({ recipe_id, added_at }) => ({ recipe_id, added_at })),
      })),
      shopping_list: shopping.map((item) => ({ ...item, recipes: json(item.recipes) })),
      following,
      follower_count: Number(followers[0].n),
      swap_votes: swapVotes,
      notification_settings: settings,
      notifications,
      sign_in_providers: providers,
      passkeys,
    };
  }
}
