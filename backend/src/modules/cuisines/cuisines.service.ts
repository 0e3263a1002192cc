import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/mariadb';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { containing } from '../../common/dto/admin-list-query.dto.js';
import { RecipeCache } from '../recipes/recipe-cache.js';
import type { AdminCuisineDto, AdminCuisinePageDto, AdminCuisinesQueryDto, CreateCuisineDto, UpdateCuisineDto } from './dto/admin-cuisine.dto.js';
import type { CuisineDto, PopularCuisineDto } from './dto/cuisine.dto.js';
import { Cuisine } from './entities/cuisine.entity.js';

export const CUISINE_NOT_FOUND = 'Cuisine not found';
export const cuisineExists = (name: string) => `A cuisine named '${name}' already exists`;

const toDto = (c: Cuisine): CuisineDto => ({ id: c.id, name: c.name, emoji: c.emoji, recipeCount: c.recipeCount });
const toAdminDto = (c: Cuisine): AdminCuisineDto => ({ ...toDto(c), isActive: c.isActive, createdAt: c.createdAt });

@Injectable()
export class CuisinesService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: RecipeCache,
  ) {}

  /** Active cuisines by name, with their counts of approved recipes. */
  async listActive(): Promise<CuisineDto[]> {
    return (await this.em.find(Cuisine, { isActive: true }, { orderBy: { name: 'asc' } })).map(toDto);
  }

  /** The cuisines with the most public recipes (cached with the recipe lists, whose writes move the counts). */
  popular(limit: number): Promise<PopularCuisineDto[]> {
    return this.cache.get({ popularCuisines: limit }, async () => {
      const cuisines = await this.em.fork().find(
        Cuisine,
        { isActive: true, recipeCount: { $gt: 0 } },
        { orderBy: { recipeCount: 'desc', name: 'asc' }, limit },
      );
      return cuisines.map((c) => ({ cuisine: toDto(c), recipeCount: c.recipeCount }));
    });
  }

  count(): Promise<number> {
    return this.em.fork().count(Cuisine);
  }

  /** Every cuisine, active or not, one sorted page (Cuisine Management). */
  async adminPage(query: AdminCuisinesQueryDto): Promise<AdminCuisinePageDto> {
    const where: FilterQuery<Cuisine> = query.search ? { name: { $like: containing(query.search) } } : {};
    const [cuisines, total] = await this.em.fork().findAndCount(Cuisine, where, {
      orderBy: { [query.sortBy]: query.order, id: query.order },
      limit: query.limit,
      offset: query.offset,
    });
    return { items: cuisines.map(toAdminDto), total, limit: query.limit, offset: query.offset };
  }

  async create(input: CreateCuisineDto): Promise<AdminCuisineDto> {
    const em = this.em.fork();
    const cuisine = em.create(Cuisine, { name: input.name, isActive: input.isActive ?? true, emoji: input.emoji ?? null });
    await this.saving(input.name, () => em.flush());
    return toAdminDto(cuisine);
  }

  /** Renames, toggles or changes the emoji; fields left out keep their value. */
  async update(id: number, input: UpdateCuisineDto): Promise<AdminCuisineDto> {
    const em = this.em.fork();
    const cuisine = await em.findOne(Cuisine, id);
    if (!cuisine) throw new NotFoundException(CUISINE_NOT_FOUND);
    em.assign(cuisine, input, { ignoreUndefined: true });
    await this.saving(cuisine.name, () => em.flush());
    // Lists filter by cuisine name: a renamed cuisine's recipes move to the new name's count.
    await this.cache.changed();
    return toAdminDto(cuisine);
  }

  /** Deletes the cuisine; its recipes stay, without a cuisine (the foreign key sets it to null). */
  async remove(id: number): Promise<void> {
    const { affectedRows } = await this.em.fork().execute<{ affectedRows: number }>('delete from cuisines where id = ?', [id], 'run');
    if (affectedRows === 0) throw new NotFoundException(CUISINE_NOT_FOUND);
    await this.cache.changed();
  }

  /** Names are unique in any case: a clash is a 409 that names it. */
  private async saving(name: string, save: () => Promise<void>): Promise<void> {
    try {
      await save();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(cuisineExists(name));
      throw error;
    }
  }
}
