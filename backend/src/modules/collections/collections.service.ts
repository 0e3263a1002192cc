import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { COLLECTION_LIMITS, displayName } from '@plantry/shared';
import type { Principal } from '../../common/auth/principal.js';
import type { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { fromSqlDate } from '../../common/sql-date.js';
import { RECIPE_NOT_FOUND, RecipeAccess, RecipeLocks, RecipesService } from '../recipes/index.js';
import { UsersService } from '../users/index.js';
import { CollectionsRepository, type CollectionRow } from './collections.repository.js';
import type {
  CollectionChangeDto,
  CollectionDto,
  CollectionEntryDto,
  CollectionInputDto,
  CollectionRecipePageDto,
  CollectionSummaryDto,
} from './dto/collection.dto.js';

export const COLLECTION_NOT_FOUND = 'Collection not found';
export const NOT_YOUR_COLLECTION = 'Only its owner can change this collection';
export const TOO_MANY_COLLECTIONS = `You can keep at most ${COLLECTION_LIMITS.perMember} collections`;
export const COLLECTION_FULL = `A collection holds at most ${COLLECTION_LIMITS.recipesMax} recipes`;

const toSummary = (row: CollectionRow): CollectionSummaryDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isPublic: row.is_public === 1,
  recipeCount: Number(row.recipe_count),
  coverImage: row.cover_image,
  createdAt: fromSqlDate(row.created_at),
  updatedAt: fromSqlDate(row.updated_at),
  ...(row.contains_recipe === undefined ? {} : { containsRecipe: Number(row.contains_recipe) === 1 }),
});

/** Whether the caller may see the collection: its owner always, everyone when it is public. */
const canSee = (row: CollectionRow, user?: Principal) => row.is_public === 1 || row.owner_id === user?.id;

/**
 * Members' named collections of recipes (docs/decisions/community.md). A private collection is
 * its owner's alone: to anyone else, admins included, it does not exist (404). A public one is
 * seen by everyone; only its owner changes it (403 to others). Its page lists the recipes the
 * caller may see, so a recipe sent back to review drops out of it for visitors.
 */
@Injectable()
export class CollectionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly collections: CollectionsRepository,
    private readonly users: UsersService,
    private readonly recipes: RecipesService,
    private readonly access: RecipeAccess,
    private readonly locks: RecipeLocks,
  ) {}

  /** The caller's collections, the latest changed first; with `recipeId`, whether each holds it. */
  async mine(user: Principal, recipeId?: number): Promise<CollectionSummaryDto[]> {
    return (await this.collections.ofOwner(user.id, recipeId)).map(toSummary);
  }

  /** A collection the caller may see (404 otherwise), with its owner. */
  async get(id: number, user?: Principal): Promise<CollectionDto> {
    const row = await this.seen(id, user);
    const owner = await this.users.publicProfile(row.owner_id);
    return {
      ...toSummary(row),
      owner: { id: row.owner_id, name: owner ? displayName(owner) : 'Home cook' },
      mine: row.owner_id === user?.id,
    };
  }

  /** A page of the collection's recipes that the caller may see, newest added first, with their hearts. */
  async recipePage(id: number, page: PageQueryDto, user?: Principal): Promise<CollectionRecipePageDto> {
    await this.seen(id, user);
    const list = await this.collections.recipes(id, this.access.visibleSql(this.access.viewerOf(user)), page.limit, page.offset);
    return this.recipes.cardPage(list, list.ids, user, (items) => ({ items, total: list.total, limit: page.limit, offset: page.offset }));
  }

  private async seen(id: number, user?: Principal): Promise<CollectionRow> {
    const row = await this.collections.find(id);
    if (!row || !canSee(row, user)) throw new NotFoundException(COLLECTION_NOT_FOUND);
    return row;
  }

  /** Who may change the collection, decided before the body is read: 404 when the caller cannot see it, 403 when it is not theirs. */
  async checkOwner(user: Principal, id: number): Promise<void> {
    const row = await this.seen(id, user);
    if (row.owner_id !== user.id) throw new ForbiddenException(NOT_YOUR_COLLECTION);
  }

  /** A new collection of the caller's; 400 past COLLECTION_LIMITS.perMember (their row locked, so the limit holds). */
  async create(user: Principal, input: CollectionInputDto): Promise<CollectionDto> {
    const id = await this.em.fork().transactional(async (tx) => {
      if (!(await this.users.lockMember(tx, user.id))) throw new NotFoundException(COLLECTION_NOT_FOUND);
      if ((await this.collections.countOf(tx, user.id)) >= COLLECTION_LIMITS.perMember) throw new BadRequestException(TOO_MANY_COLLECTIONS);
      return this.collections.insert(tx, user.id, {
        name: input.name,
        description: input.description ?? null,
        isPublic: input.isPublic ?? false,
      });
    });
    return this.get(id, user);
  }

  /** Renames it, changes its description or who sees it. */
  async change(user: Principal, id: number, input: CollectionChangeDto): Promise<CollectionDto> {
    await this.owned(user, id, (tx) => this.collections.update(tx, id, input));
    return this.get(id, user);
  }

  /** Deletes it; its recipes stay where they are. */
  async remove(user: Principal, id: number): Promise<void> {
    await this.owned(user, id, (tx) => this.collections.delete(tx, id));
  }

  /** Adds a recipe the caller can see (404 otherwise); adding it again changes nothing. 400 once the collection is full. */
  addRecipe(user: Principal, id: number, recipeId: number): Promise<CollectionEntryDto> {
    return this.owned(user, id, async (tx) => {
      const recipe = await this.locks.lock(tx, recipeId);
      if (!recipe || !this.access.canView(this.access.viewerOf(user), recipe)) throw new NotFoundException(RECIPE_NOT_FOUND);
      if (
        !(await this.collections.holds(tx, id, recipeId)) &&
        (await this.collections.recipeCount(tx, id)) >= COLLECTION_LIMITS.recipesMax
      ) {
        throw new BadRequestException(COLLECTION_FULL);
      }
      await this.collections.addRecipe(tx, id, recipeId);
      return { containsRecipe: true, recipeCount: await this.collections.recipeCount(tx, id) };
    });
  }

  /** Takes a recipe out; taking out one that is not there changes nothing. */
  removeRecipe(user: Principal, id: number, recipeId: number): Promise<CollectionEntryDto> {
    return this.owned(user, id, async (tx) => {
      await this.collections.removeRecipe(tx, id, recipeId);
      return { containsRecipe: false, recipeCount: await this.collections.recipeCount(tx, id) };
    });
  }

  /** A change by the owner, with the collection's row locked (checked again: it may have gone since the guard). */
  private async owned<T>(user: Principal, id: number, write: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(async (tx) => {
      const row = await this.collections.lock(tx, id);
      if (row?.owner_id === user.id) return write(tx);
      if (row?.is_public === 1) throw new ForbiddenException(NOT_YOUR_COLLECTION);
      throw new NotFoundException(COLLECTION_NOT_FOUND);
    });
  }

  /** Public collections holding a recipe, for search engines. */
  async sitemap(): Promise<{ id: number; updatedAt: Date }[]> {
    return (await this.collections.publicWithRecipes(50_000)).map((row) => ({ id: row.id, updatedAt: fromSqlDate(row.updated_at) }));
  }
}
