import { Injectable, NotFoundException } from '@nestjs/common';
import { veganFlags } from '@plantry/shared';
import { fromSqlDate } from '../../common/sql-date.js';
import { ImagesService } from '../images/images.service.js';
import type { User } from '../users/entities/user.entity.js';
import type { AdminRecipePageDto, AdminRecipesQueryDto } from './dto/admin-recipe.dto.js';
import type { ListRecipesQueryDto } from './dto/list-recipes.query.dto.js';
import type { MyRecipesQueryDto } from './dto/my-recipes.query.dto.js';
import type { MyRecipesPageDto, RecipeCardDto, RecipeDetailDto, RecipePageDto } from './dto/recipe.dto.js';
import { galleryOf, listOf, toCardDto, toDetailDto } from './recipe.mapper.js';
import { canView, RecipesRepository, viewerOf, type CardRow, type RecipeFilter } from './recipes.repository.js';

export const RECIPE_NOT_FOUND = 'Recipe not found';

/** Reading recipes: visitors see approved ones, authors their own too, admins everything. */
@Injectable()
export class RecipesService {
  constructor(
    private readonly recipes: RecipesRepository,
    private readonly images: ImagesService,
  ) {}

  async list(query: ListRecipesQueryDto, user?: User): Promise<RecipePageDto> {
    return this.page({ ...query, sortBy: query.sortBy ?? (query.search ? 'relevance' : 'newest') }, user);
  }

  /** The caller's own recipes, pending ones included, with the figures of the My Recipes tiles. */
  async mine(query: MyRecipesQueryDto, user: User): Promise<MyRecipesPageDto> {
    const [page, stats] = await Promise.all([
      this.page({ ...query, sortBy: query.sortBy ?? 'newest', authorId: user.id }, user),
      this.recipes.authorStats(user.id),
    ]);
    return { ...page, totalReviews: stats.reviews, pendingCount: stats.pending };
  }

  private async page(filter: RecipeFilter, user?: User): Promise<RecipePageDto> {
    const { rows, total } = await this.recipes.page(filter, viewerOf(user));
    return { items: await this.toCards(rows), total, limit: filter.limit, offset: filter.offset };
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

  /** The cards of these recipes that the user may see, in the order given. */
  async cards(ids: number[], user?: User): Promise<RecipeCardDto[]> {
    return this.toCards(await this.recipes.cards(ids, viewerOf(user)));
  }

  private async toCards(rows: CardRow[]): Promise<RecipeCardDto[]> {
    const images = await this.images.describe(rows.map((r) => r.featured_image));
    return rows.map((row) => toCardDto(row, images));
  }

  async get(id: number, user?: User): Promise<RecipeDetailDto> {
    const viewer = viewerOf(user);
    const row = await this.recipes.detail(id, viewer);
    if (!row || !canView(viewer, { authorId: row.author_id, isApproved: row.is_approved === 1 })) throw new NotFoundException(RECIPE_NOT_FOUND);
    const recipe = toDetailDto(row, await this.images.describe([row.featured_image, ...galleryOf(row)]));
    return viewer.isAdmin ? { ...recipe, veganFlags: veganFlags(recipe.ingredients) } : recipe;
  }

  /** The admin dashboard's recipe counters. */
  counts(): Promise<{ total: number; pending: number; flagged: number }> {
    return this.recipes.counts();
  }

  /** Approved recipes for search engines (the sitemap protocol allows 50,000 addresses a file). */
  async sitemap(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.recipes.sitemapEntries(50_000);
    return rows.map((r) => ({ id: r.id, updatedAt: fromSqlDate(r.updated_at) }));
  }
}
