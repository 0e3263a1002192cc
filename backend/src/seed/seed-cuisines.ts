import type { EntityManager } from '@mikro-orm/mariadb';
import { CUISINES } from '@plantry/shared';
import { Cuisine } from '../modules/cuisines/entities/cuisine.entity.js';

/** The cuisines of SPEC.md with their emoji; existing ones are left as an admin may have changed them. */
export async function seedCuisines(em: EntityManager): Promise<Map<string, Cuisine>> {
  const existing = await em.find(Cuisine, { name: { $in: CUISINES.map((c) => c.name) } });
  const byName = new Map(existing.map((c) => [c.name.toLowerCase(), c]));
  for (const { name, emoji } of CUISINES) {
    if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), em.create(Cuisine, { name, emoji }));
  }
  return byName;
}
