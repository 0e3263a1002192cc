import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CATALOGUE_READS, type CatalogueReads } from '../../common/cache/catalogue-reads.js';
import { containing } from '../../common/dto/admin-list-query.dto.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { CuisinesRepository } from './cuisines.repository.js';
import type {
  AdminCuisineDto,
  AdminCuisinePageDto,
  AdminCuisinesQueryDto,
  CreateCuisineDto,
  UpdateCuisineDto,
} from './dto/admin-cuisine.dto.js';
import type { CuisineDto, PopularCuisineDto } from './dto/cuisine.dto.js';
import { Cuisine } from './entities/cuisine.entity.js';

export const CUISINE_NOT_FOUND = 'Cuisine not found';
export const UNKNOWN_CUISINE = 'cuisineId must be the id of an active cuisine';
export const cuisineExists = (name: string) => `A cuisine named '${name}' already exists`;

const toDto = (c: Cuisine): CuisineDto => ({ id: c.id, name: c.name, emoji: c.emoji, recipeCount: c.recipeCount });
const toAdminDto = (c: Cuisine): AdminCuisineDto => ({ ...toDto(c), isActive: c.isActive, createdAt: c.createdAt });

/** Compares cuisine names as the table's collation does (case and accents ignored). */
const nameKey = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Cuisines: the one owner of the cuisines table, their recipe counts included. */
@Injectable()
export class CuisinesService {
  constructor(
    private readonly em: EntityManager,
    private readonly cuisines: CuisinesRepository,
    @Inject(CATALOGUE_READS) private readonly reads: CatalogueReads,
    private readonly events: DomainEventBus,
  ) {}

  /** Active cuisines by name, with their counts of approved recipes. */
  async listActive(): Promise<CuisineDto[]> {
    return (await this.em.find(Cuisine, { isActive: true }, { orderBy: { name: 'asc' } })).map(toDto);
  }

  /** The cuisines with the most public recipes (cached with the recipe lists, whose writes move the counts). */
  popular(limit: number): Promise<PopularCuisineDto[]> {
    return this.reads.get({ popularCuisines: limit }, async () => {
      const cuisines = await this.em
        .fork()
        .find(Cuisine, { isActive: true, recipeCount: { $gt: 0 } }, { orderBy: { recipeCount: 'desc', name: 'asc' }, limit });
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
    await this.events.publish('cuisine.changed', { cuisineId: cuisine.id });
    return toAdminDto(cuisine);
  }

  /** Renames, toggles or changes the emoji; fields left out keep their value. */
  async update(id: number, input: UpdateCuisineDto): Promise<AdminCuisineDto> {
    const em = this.em.fork();
    const cuisine = await em.findOne(Cuisine, id);
    if (!cuisine) throw new NotFoundException(CUISINE_NOT_FOUND);
    em.assign(cuisine, input, { ignoreUndefined: true });
    await this.saving(cuisine.name, () => em.flush());
    await this.events.publish('cuisine.changed', { cuisineId: id });
    return toAdminDto(cuisine);
  }

  /** Deletes the cuisine; its recipes stay, without a cuisine (the foreign key sets it to null). */
  async remove(id: number): Promise<void> {
    if (!(await this.cuisines.remove(id))) throw new NotFoundException(CUISINE_NOT_FOUND);
    await this.events.publish('cuisine.changed', { cuisineId: id });
  }

  /**
   * The cuisine a recipe may be put in: an active one, or the one it has now (`currentId`); null
   * for none. 400 for any other id.
   */
  async assignable(id: number | null, currentId?: number): Promise<number | null> {
    if (id === null) return null;
    const cuisine = await this.em.fork().findOne(Cuisine, id);
    if (!cuisine || (!cuisine.isActive && cuisine.id !== currentId)) throw new BadRequestException([UNKNOWN_CUISINE]);
    return cuisine.id;
  }

  /**
   * Inside the caller's transaction (an import): the id of each cuisine named, matched as the
   * table compares names (case and accents ignored), by the name as given; cuisines not known yet
   * are created, the first spelling met naming a new one.
   */
  async idsForNames(tx: EntityManager, names: readonly (string | undefined)[]): Promise<Map<string, number>> {
    const given = [...new Set(names.filter((name): name is string => !!name))];
    if (given.length === 0) return new Map();
    const firstSpelling = new Map<string, string>();
    for (const name of given) if (!firstSpelling.has(nameKey(name))) firstSpelling.set(nameKey(name), name);
    await this.cuisines.insertMissing(tx, [...firstSpelling.values()]);
    const rows = await tx.find(Cuisine, { name: { $in: [...firstSpelling.values()] } }, { fields: ['id', 'name'] });
    const idOf = new Map(rows.map((row) => [nameKey(row.name), row.id]));
    return new Map(given.flatMap((name) => (idOf.has(nameKey(name)) ? [[name, idOf.get(nameKey(name))!]] : [])));
  }

  /** Inside the caller's transaction: locks these cuisines' rows, whose recipe counts will move. */
  async lockRecipeCounts(tx: EntityManager, ids: readonly number[]): Promise<void> {
    await this.cuisines.lock(tx, ids);
  }

  /** Inside the caller's transaction: moves cuisines' counts of approved recipes (RecipeCounters). */
  async moveRecipeCounts(tx: EntityManager, deltas: ReadonlyMap<number, number>): Promise<void> {
    for (const [id, delta] of deltas) await this.cuisines.moveRecipeCount(tx, id, delta);
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
