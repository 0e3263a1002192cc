import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import type { CuisineDto, PopularCuisineDto } from './dto/cuisine.dto.js';
import { Cuisine } from './entities/cuisine.entity.js';

const toDto = (c: Cuisine): CuisineDto => ({ id: c.id, name: c.name, emoji: c.emoji, recipeCount: c.recipeCount });

@Injectable()
export class CuisinesService {
  constructor(private readonly em: EntityManager) {}

  /** Active cuisines by name, with their counts of approved recipes. */
  async listActive(): Promise<CuisineDto[]> {
    return (await this.em.find(Cuisine, { isActive: true }, { orderBy: { name: 'asc' } })).map(toDto);
  }

  /** Active cuisines that have recipes, most recipes first. */
  async popular(limit: number): Promise<PopularCuisineDto[]> {
    const cuisines = await this.em.find(
      Cuisine,
      { isActive: true, recipeCount: { $gt: 0 } },
      { orderBy: { recipeCount: 'desc', name: 'asc' }, limit },
    );
    return cuisines.map((c) => ({ cuisine: toDto(c), recipeCount: c.recipeCount }));
  }
}
