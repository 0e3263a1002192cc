import { Injectable, NotFoundException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { FREE_FROM_KEYS, PANTRY, veganFlags } from '@plantry/shared';
import { withFields } from '../../common/http/cached-json.interceptor.js';
import { fromSqlDate } from '../../common/sql-date.js';
import { ImagesService } from '../images/index.js';
import type { Principal } from '../../common/auth/principal.js';
import type { AdminRecipePageDto, AdminRecipesQueryDto } from './dto/admin-recipe.dto.js';
import type { ListRecipesQueryDto } from './dto/list-recipes.query.dto.js';
import type { MyRecipesQueryDto } from './dto/my-recipes.query.dto.js';
import type {
  FreeFromCountsDto,
  IngredientLineDto,
  PantryFoodsDto,
  MyRecipesPageDto,
  RecipeCardDto,
  RecipeDetailDto,
  RecipePageDto,
} from './dto/recipe.dto.js';
import { heartsOn, withHearts } from './hearts.js';
import { readIngredientLine } from './ingredient-lines.js';
import { UNIT_NAMES } from './ingredient-units.js';
import { MemberStates } from './member-state.js';
import { RecipeCache } from './recipe-cache.js';
import { galleryOf, listOf, toCardDto, toDetailDto } from './recipe.mapper.js';
import { ADMIN, canView, viewerOf, VISITOR, type Viewer } from './recipe-access.js';
import { narrows, RecipesRepository, type CardRow, type RecipeFilter } from './recipes.repository.js';
import type { WeekCounts } from '../../common/weekly-counts.js';

export const RECIPE_NOT_FOUND = 'Recipe not found';
/** The sorts whose order reviews and hearts move. */
const ACTIVITY_SORTS = new Set<RecipeFilter['sortBy']>(['rating', 'popular', 'featured', 'trending']);

/** How many foods "What can I cook?" suggests, and for how long a process keeps them before reading them again. */
const PANTRY_FOODS = 400;
const PANTRY_FOODS_FOR_MS = 3_600_000;

/** Cards of a "What can I cook?" list with what each lacks. */
const withMissing = (cards: RecipeCardDto[], missing?: Record<number, string[]>): RecipeCardDto[] =>
  missing ? cards.map((card) => ({ ...card, missing: missing[card.id] ?? [] })) : cards;

/**
 * Whether the viewer sees what a visitor sees (of this author's recipes): not an admin, nothing of
 * theirs pending (`ownPending`, from their member state).
 */
function seesOnlyPublic(viewer: Viewer, ownPending: boolean | undefined, authorId?: number): boolean {
  if (viewer.isAdmin) return false;
  if (!viewer.id || (authorId !== undefined && authorId !== viewer.id)) return true;
  return !ownPending;
}

/**
 * Reading recipes: visitors see approved ones, authors their own too, admins everything. What a
 * visitor sees is cached (RecipeCache); members get the same pages and recipes with their
 * favourites marked, unless they have recipes waiting for review, which only they may see.
 */
@Injectable()
export class RecipesService {
  private readonly commonFoods = new LRUCache<'foods', PantryFoodsDto['foods']>({
    max: 1,
    ttl: PANTRY_FOODS_FOR_MS,
    allowStale: true,
    fetchMethod: () => this.recipes.commonFoods(PANTRY_FOODS),
  });

  constructor(
    private readonly recipes: RecipesRepository,
    private readonly images: ImagesService,
    private readonly cache: RecipeCache,
    private readonly members: MemberStates,
  ) {}

  /**
   * A page of recipes. Over the whole catalogue (no search, cuisine, tag, author, time or free-from key), the 'featured'
   * sort leaves out the home page's Latest row when it can (docs/decisions/catalogue.md).
   */
  async list(query: ListRecipesQueryDto, user?: Principal): Promise<RecipePageDto> {
    const sortBy = query.sortBy ?? (query.search ? 'relevance' : 'newest');
    const pantry = query.have?.length
      ? { have: query.have, maxMissing: query.maxMissing ?? PANTRY.maxMissingDefault }
      : { have: undefined, maxMissing: undefined };
    const filter = { ...query, sortBy, freeFrom: query.freeFrom?.length ? query.freeFrom : undefined, ...pantry };
    return this.page({ ...filter, ...(sortBy === 'featured' && !narrows(filter) ? { apartFromLatest: true } : {}) }, user);
  }

  /** How many recipes the visitor's list of this filter would hold with each free-from key added (cached as lists are). */
  async freeFromCounts(query: ListRecipesQueryDto): Promise<FreeFromCountsDto> {
    const filter = {
      search: query.search,
      cuisine: query.cuisine,
      tags: query.tags,
      authorId: query.authorId,
      maxMinutes: query.maxMinutes,
      freeFrom: query.freeFrom ?? [],
    };
    const counts = await this.cache.get({ freeFromCounts: filter }, () => this.recipes.freeFromCounts(filter));
    return { counts: FREE_FROM_KEYS.map((key) => ({ key, recipes: counts[key] })) };
  }

  /**
   * "What can I cook?"'s suggestions (PANTRY_FOODS of them), kept in this process for an hour and
   * then served while read again in the background: counting every food of every recipe takes a
   * second at 100,000 recipes, too much to redo after each recipe written, and the commonest foods
   * barely move in an hour.
   */
  async pantryFoods(): Promise<PantryFoodsDto> {
    return { foods: (await this.commonFoods.fetch('foods')) ?? [] };
  }

  /**
   * The caller's own recipes, pending ones included, with the figures of the My Recipes tiles
   * (cached; reviews of their recipes move them within the activity bound of cache-entry.ts).
   */
  async mine(query: MyRecipesQueryDto, user: Principal): Promise<MyRecipesPageDto> {
    const stats = await this.cache.get({ authorStats: user.id }, () => this.recipes.authorStats(user.id), { followsActivity: true });
    const page = await this.page({ ...query, sortBy: query.sortBy ?? 'newest', authorId: user.id }, user, stats.pending > 0);
    return withFields(page, { totalReviews: stats.reviews, pendingCount: stats.pending });
  }

  /**
   * One page; `ownPending` says whether the user has recipes waiting, when the caller knows. Only
   * admins' lists of every recipe are read afresh: a member with recipes waiting gets a list of
   * their own (cached under their id), everyone else the visitor's.
   */
  private async page(filter: RecipeFilter, user?: Principal, ownPending?: boolean): Promise<RecipePageDto> {
    const viewer = viewerOf(user);
    const onlyApproved = filter.isApproved === true;
    if (viewer.isAdmin && !onlyApproved) return this.uncachedPage(filter, viewer);
    // The member's state is read beside the page when the page does not depend on it (one round
    // trip to Redis less to wait for).
    const state = viewer.id ? this.members.of(viewer.id) : undefined;
    const shared = onlyApproved || seesOnlyPublic(viewer, ownPending ?? (await state)?.pending, filter.authorId);
    const [page, member] = await Promise.all([this.cachedPage(filter, shared ? VISITOR : viewer), state]);
    return member ? withHearts(page, member.saved) : page;
  }

  /**
   * A page from the cache: its ids and total as one entry (following activity when sorted by it),
   * its cards one by one (RecipeCache).
   */
  private async cachedPage(filter: RecipeFilter, viewer: Viewer): Promise<RecipePageDto> {
    const followsActivity = ACTIVITY_SORTS.has(filter.sortBy);
    const what = viewer.id ? { page: filter, viewer: viewer.id } : { page: filter };
    const list = await this.cache.get(what, () => this.recipes.pageIds(filter, viewer), { followsActivity });
    const cards = await this.cachedCards(list.ids);
    return this.cache.assembled(list, cards, () => ({
      items: withMissing(cards.cards, list.missing),
      total: list.total,
      limit: filter.limit,
      offset: filter.offset,
    }));
  }

  /** Cards of any recipes, cached one by one: who may see a recipe is decided by the list that names it. */
  private cachedCards(ids: number[]) {
    return this.cache.cards(ids, async (missing) => this.toCards(await this.recipes.cards(missing, ADMIN)));
  }

  private async uncachedPage(filter: RecipeFilter, viewer: Viewer): Promise<RecipePageDto> {
    const { rows, total, missing } = await this.recipes.page(filter, viewer);
    return { items: withMissing(await this.toCards(rows), missing), total, limit: filter.limit, offset: filter.offset };
  }

  /** Recipe Management: every recipe, with its author's email and what the vegan check flags. */
  async adminPage(query: AdminRecipesQueryDto): Promise<AdminRecipePageDto> {
    const { rows, total } = await this.recipes.adminPage({
      ...query,
      isApproved: query.status === 'all' ? undefined : query.status === 'approved',
      veganFlagged: query.flagged,
    });
    const cards = await this.toCards(rows);
    const items = rows.map((row, i) => ({ ...cards[i], authorEmail: row.author_email, veganFlags: veganFlags(listOf(row.ingredients)) }));
    return { items, total, limit: query.limit, offset: query.offset };
  }

  /**
   * A page of the cards that a cached entry names (a member's favourites: `list`, the entry, and
   * `ids`, its recipes in order), those the user may see with their hearts on: built by `build`
   * once in this process for as long as the entry and the cards stay the same, its JSON text then
   * sent as it is. A visitor (no user) gets the cards without hearts.
   */
  async cardPage<P>(list: object, ids: number[], user: Principal | undefined, build: (cards: RecipeCardDto[]) => P): Promise<P> {
    const viewer = viewerOf(user);
    const cards = await this.cachedCards(ids);
    return this.cache.assembled(list, cards, async () => {
      const visible = cards.cards.filter((card) => canView(viewer, { authorId: card.author.id, isApproved: card.isApproved }));
      return build(viewer.id ? heartsOn(visible, (await this.members.of(viewer.id)).saved) : visible);
    });
  }

  private async toCards(rows: CardRow[]): Promise<RecipeCardDto[]> {
    const images = await this.images.describe(rows.map((r) => r.featured_image));
    return rows.map((row) => toCardDto(row, images));
  }

  async get(id: number, user?: Principal): Promise<RecipeDetailDto> {
    const viewer = viewerOf(user);
    const member = viewer.id && !viewer.isAdmin ? await this.members.of(viewer.id) : undefined;
    if (!seesOnlyPublic(viewer, member?.pending)) return this.uncachedGet(id, viewer);
    const recipe = await this.cache.getForRecipe(id, { recipe: id }, () => this.uncachedGet(id, VISITOR));
    return member ? withFields(recipe, { isFavorite: member.saved.has(id) }) : recipe;
  }

  private async uncachedGet(id: number, viewer: Viewer): Promise<RecipeDetailDto> {
    const row = await this.recipes.detail(id, viewer);
    if (!row || !canView(viewer, { authorId: row.author_id, isApproved: row.is_approved === 1 }))
      throw new NotFoundException(RECIPE_NOT_FOUND);
    const recipe = toDetailDto(row, await this.images.describe([row.featured_image, ...galleryOf(row)]));
    return viewer.isAdmin ? { ...recipe, veganFlags: veganFlags(recipe.ingredients) } : recipe;
  }

  /**
   * One ingredient line written outside a recipe (a member's shopping list), read as the lines of
   * recipe answers are read (`ingredientLines`).
   */
  readLine(text: string): IngredientLineDto {
    return readIngredientLine(text);
  }

  /** How a recipe form's ingredient lines read, with the unit names a correction may use. */
  readIngredients(lines: readonly string[]): { lines: IngredientLineDto[]; units: string[] } {
    return { lines: lines.map(readIngredientLine), units: [...UNIT_NAMES] };
  }

  /** The admin dashboard's recipe counters. */
  counts(): Promise<{ total: number; pending: number; flagged: number }> {
    return this.recipes.counts();
  }

  /** Recipes shared since `since`, by week (the admin dashboard's trends). */
  createdPerWeek(since: Date): Promise<WeekCounts> {
    return this.recipes.createdPerWeek(since);
  }

  /** Approved recipes for search engines (the sitemap protocol allows 50,000 addresses a file). */
  async sitemap(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.recipes.sitemapEntries(50_000);
    return rows.map((r) => ({ id: r.id, updatedAt: fromSqlDate(r.updated_at) }));
  }
}
