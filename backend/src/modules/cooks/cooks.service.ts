import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { COOK_LIMITS, displayName } from '@plantry/shared';
import { CATALOGUE_READS, type CatalogueReads } from '../../common/cache/catalogue-reads.js';
import type { Principal } from '../../common/auth/principal.js';
import type { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { fromSqlDate } from '../../common/sql-date.js';
import { ImagesService } from '../images/index.js';
import { RecipeAccess, RecipesService, type RecipePageDto } from '../recipes/index.js';
import { UsersService } from '../users/index.js';
import { CooksRepository } from './cooks.repository.js';
import type { CookProfileDto, FollowStateDto } from './dto/cook.dto.js';

export const COOK_NOT_FOUND = 'Cook not found';
export const OWN_FOLLOW = 'You cannot follow yourself';
export const FOLLOWING_FULL = `You can follow at most ${COOK_LIMITS.followingMax} cooks`;

/**
 * Cooks as everyone sees them (docs/decisions/community.md): a profile of any member, never their
 * email, with what they shared; members follow cooks and read the Following feed of their recipes.
 * A profile without the caller's part is cached under the cook's version (a review, a follow, a
 * new picture or name moves it); the feed under the member's (their follows) and the catalogue's
 * (a followed cook's recipe approved).
 */
@Injectable()
export class CooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly cooks: CooksRepository,
    private readonly users: UsersService,
    private readonly recipes: RecipesService,
    private readonly access: RecipeAccess,
    private readonly images: ImagesService,
    private readonly events: DomainEventBus,
    @Inject(CATALOGUE_READS) private readonly reads: CatalogueReads,
  ) {}

  /** A cook's profile; with `followedByMe` for a signed-in caller. 404 for no such member. */
  async profile(id: number, user?: Principal): Promise<CookProfileDto> {
    const [profile, followed] = await Promise.all([
      this.reads.getForMember(id, { cook: id }, () => this.readProfile(id)),
      user ? this.cooks.follows(user.id, id) : undefined,
    ]);
    if (!profile) throw new NotFoundException(COOK_NOT_FOUND);
    return followed === undefined ? profile : { ...profile, followedByMe: followed };
  }

  private async readProfile(id: number): Promise<CookProfileDto | null> {
    const person = await this.users.publicProfile(id);
    if (!person) return null;
    const [counts, pictures] = await Promise.all([this.cooks.counts(id), this.images.describe([person.profileImageUrl])]);
    return {
      id,
      name: displayName(person),
      bio: person.bio,
      profileImageUrl: person.profileImageUrl,
      profileImageVariants: (person.profileImageUrl && pictures.get(person.profileImageUrl)) || null,
      memberSince: person.createdAt,
      counts,
    };
  }

  /** Follows a cook (idempotent); 404 for no such member, 400 for oneself or past COOK_LIMITS.followingMax. */
  async follow(user: Principal, cookId: number): Promise<FollowStateDto> {
    if (cookId === user.id) throw new BadRequestException(OWN_FOLLOW);
    let added = false;
    const state = await this.change(user, cookId, async (tx) => {
      if ((await this.cooks.followingCount(tx, user.id)) >= COOK_LIMITS.followingMax && !(await this.cooks.follows(user.id, cookId))) {
        throw new BadRequestException(FOLLOWING_FULL);
      }
      added = await this.cooks.add(tx, user.id, cookId);
      return true;
    });
    if (added) await this.events.publish('cook.followed', { followerId: user.id, cookId });
    return state;
  }

  /** Stops following a cook (idempotent); 404 for no such member. */
  async unfollow(user: Principal, cookId: number): Promise<FollowStateDto> {
    return this.change(user, cookId, async (tx) => {
      await this.cooks.remove(tx, user.id, cookId);
      return false;
    });
  }

  /**
   * A follow or unfollow with the follower's row locked (one member's follows take turns, so the
   * limit holds), the cook there; then 'follow.changed'.
   */
  private async change(user: Principal, cookId: number, write: (tx: EntityManager) => Promise<boolean>): Promise<FollowStateDto> {
    const state = await this.em.fork().transactional(async (tx) => {
      if (!(await this.users.lockMember(tx, user.id)) || !(await this.users.publicProfile(cookId)))
        throw new NotFoundException(COOK_NOT_FOUND);
      const following = await write(tx);
      return { following, followers: await this.cooks.followerCount(tx, cookId) };
    });
    await this.events.publish('follow.changed', { followerId: user.id, cookId });
    return state;
  }

  /** The Following feed: approved recipes of the cooks the member follows, newest first, with their hearts. */
  async feed(user: Principal, page: PageQueryDto): Promise<RecipePageDto> {
    const visible = this.access.visibleSql(this.access.viewerOf(undefined));
    const entry = await this.reads.getForMember(user.id, { following: { limit: page.limit, offset: page.offset } }, () =>
      this.cooks.feed(user.id, visible, page.limit, page.offset),
    );
    return this.recipes.cardPage(entry, entry.ids, user, (items): RecipePageDto => ({
      items,
      total: entry.total,
      limit: page.limit,
      offset: page.offset,
    }));
  }

  /** Cooks with approved recipes, for search engines. */
  async sitemap(): Promise<{ id: number; updatedAt: Date }[]> {
    return (await this.cooks.cooksWithRecipes(50_000)).map((row) => ({ id: row.id, updatedAt: fromSqlDate(row.updated_at) }));
  }
}
