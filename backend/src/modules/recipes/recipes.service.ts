import { Injectable, NotFoundException } from '@nestjs/common';
import type { User } from '../users/entities/user.entity.js';
import type { ListRecipesQueryDto } from './dto/list-recipes.query.dto.js';
import type { RecipeDetailDto, RecipePageDto } from './dto/recipe.dto.js';
import { fromSqlDate } from '../../common/sql-date.js';
import { toCardDto, toDetailDto } from './recipe.mapper.js';
import { RecipesRepository, type Viewer } from './recipes.repository.js';

export const RECIPE_NOT_FOUND = 'Recipe not found';

const viewerOf = (user?: User): Viewer => ({ id: user?.id, isAdmin: user?.role === 'admin' });

/** Reading recipes: visitors see approved ones, authors their own too, admins everything. */
@Injectable()
export class RecipesService {
  constructor(private readonly recipes: RecipesRepository) {}

  async list(query: ListRecipesQueryDto, user?: User): Promise<RecipePageDto> {
    const sortBy = query.sortBy ?? (query.search ? 'relevance' : 'newest');
    const { rows, total } = await this.recipes.page({ ...query, sortBy }, viewerOf(user));
    const favorites = user ? await this.recipes.favoriteIds(user.id, rows.map((r) => r.id)) : undefined;
    return {
      items: rows.map((row) => toCardDto(row, favorites?.has(row.id))),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async get(id: number, user?: User): Promise<RecipeDetailDto> {
    const row = await this.recipes.detail(id);
    const viewer = viewerOf(user);
    if (!row || (!row.is_approved && !viewer.isAdmin && row.author_id !== viewer.id)) throw new NotFoundException(RECIPE_NOT_FOUND);
    const favorites = user ? await this.recipes.favoriteIds(user.id, [id]) : undefined;
    return toDetailDto(row, favorites?.has(id));
  }

  /** Approved recipes for search engines (the sitemap protocol allows 50,000 addresses a file). */
  async sitemap(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.recipes.sitemapEntries(50_000);
    return rows.map((r) => ({ id: r.id, updatedAt: fromSqlDate(r.updated_at) }));
  }
}
