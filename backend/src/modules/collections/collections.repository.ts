import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import type { SqlPart } from '../../common/sql-part.js';

export interface CollectionRow {
  id: number;
  owner_id: number;
  name: string;
  description: string | null;
  is_public: number;
  created_at: Date | string;
  updated_at: Date | string;
  recipe_count: number | string;
  cover_image: string | null;
  contains_recipe?: number | string | null;
}

interface Affected {
  affectedRows: number;
  insertId?: number;
}

/** What a collection's row and list show: its fields, how many recipes it holds, and the newest one's picture. */
const SUMMARY = `c.id, c.owner_id, c.name, c.description, c.is_public, c.created_at, c.updated_at,
  (select count(*) from collection_recipes cr where cr.collection_id = c.id) as recipe_count,
  (select r.featured_image from collection_recipes cr join recipes r on r.id = cr.recipe_id
    where cr.collection_id = c.id and r.featured_image is not null and r.is_approved = 1 order by cr.added_at desc limit 1) as cover_image`;

/** The collections and collection_recipes tables in SQL. */
@Injectable()
export class CollectionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A read, in the caller's transaction when given one. */
  private query<T>(sql: string, params: unknown[], em: EntityManager = this.em): Promise<T[]> {
    return em.execute<T[]>(sql, params);
  }

  async find(id: number, tx?: EntityManager): Promise<CollectionRow | undefined> {
    const [row] = await this.query<CollectionRow>(`select ${SUMMARY} from collections c where c.id = ?`, [id], tx);
    return row;
  }

  /** Locks the collection's row in the caller's transaction: its recipes change one writer at a time. */
  async lock(tx: EntityManager, id: number): Promise<{ owner_id: number; is_public: number } | undefined> {
    const [row] = await this.query<{ owner_id: number; is_public: number }>(
      'select owner_id, is_public from collections where id = ? for update',
      [id],
      tx,
    );
    return row;
  }

  /** A member's collections, the latest changed first; with `recipeId`, whether each holds it. */
  ofOwner(ownerId: number, recipeId?: number): Promise<CollectionRow[]> {
    const contains =
      recipeId === undefined
        ? ''
        : ', exists (select 1 from collection_recipes x where x.collection_id = c.id and x.recipe_id = ?) as contains_recipe';
    const params = recipeId === undefined ? [ownerId] : [recipeId, ownerId];
    return this.query(`select ${SUMMARY}${contains} from collections c where c.owner_id = ? order by c.updated_at desc, c.id desc`, params);
  }

  async countOf(tx: EntityManager, ownerId: number): Promise<number> {
    const [{ n }] = await this.query<{ n: number }>('select count(*) as n from collections where owner_id = ?', [ownerId], tx);
    return Number(n);
  }

  async insert(
    tx: EntityManager,
    ownerId: number,
    fields: { name: string; description: string | null; isPublic: boolean },
  ): Promise<number> {
    const { insertId } = await tx.execute<Affected>(
      'insert into collections (owner_id, name, description, is_public, created_at, updated_at) values (?, ?, ?, ?, now(3), now(3))',
      [ownerId, fields.name, fields.description, fields.isPublic],
      'run',
    );
    return Number(insertId);
  }

  async update(tx: EntityManager, id: number, fields: { name?: string; description?: string | null; isPublic?: boolean }): Promise<void> {
    const columns = { name: fields.name, description: fields.description, is_public: fields.isPublic };
    const given = Object.entries(columns).filter(([, value]) => value !== undefined);
    const sets = ['updated_at = now(3)', ...given.map(([column]) => `${column} = ?`)];
    await tx.execute(`update collections set ${sets.join(', ')} where id = ?`, [...given.map(([, value]) => value), id], 'run');
  }

  async delete(tx: EntityManager, id: number): Promise<void> {
    await tx.execute('delete from collections where id = ?', [id], 'run');
  }

  async recipeCount(tx: EntityManager, id: number): Promise<number> {
    const [{ n }] = await this.query<{ n: number }>('select count(*) as n from collection_recipes where collection_id = ?', [id], tx);
    return Number(n);
  }

  async holds(tx: EntityManager, id: number, recipeId: number): Promise<boolean> {
    return (await this.query('select 1 from collection_recipes where collection_id = ? and recipe_id = ?', [id, recipeId], tx)).length > 0;
  }

  /** Adds the recipe unless it is there, and marks the collection changed; answers whether a row was added. */
  async addRecipe(tx: EntityManager, id: number, recipeId: number): Promise<boolean> {
    const { affectedRows } = await tx.execute<Affected>(
      'insert ignore into collection_recipes (collection_id, recipe_id, added_at) values (?, ?, now(3))',
      [id, recipeId],
      'run',
    );
    if (affectedRows === 1) await this.touch(tx, id);
    return affectedRows === 1;
  }

  /** Removes the recipe if it is there, and marks the collection changed; answers whether a row was removed. */
  async removeRecipe(tx: EntityManager, id: number, recipeId: number): Promise<boolean> {
    const { affectedRows } = await tx.execute<Affected>(
      'delete from collection_recipes where collection_id = ? and recipe_id = ?',
      [id, recipeId],
      'run',
    );
    if (affectedRows === 1) await this.touch(tx, id);
    return affectedRows === 1;
  }

  private async touch(tx: EntityManager, id: number): Promise<void> {
    await tx.execute('update collections set updated_at = now(3) where id = ?', [id], 'run');
  }

  /** One page of the collection's recipes that `visible` keeps (the recipes module's rule, on `recipes r`), newest added first, and how many there are. */
  async recipes(id: number, visible: SqlPart, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
    const from = `collection_recipes cr join recipes r on r.id = cr.recipe_id where cr.collection_id = ? and ${visible.sql}`;
    const params = [id, ...visible.params];
    const [ids, [{ total }]] = await Promise.all([
      this.query<{ id: number }>(`select r.id from ${from} order by cr.added_at desc, r.id desc limit ? offset ?`, [
        ...params,
        limit,
        offset,
      ]),
      this.query<{ total: number }>(`select count(*) as total from ${from}`, params),
    ]);
    return { ids: ids.map((row) => row.id), total: Number(total) };
  }

  /** Public collections holding a recipe, for search engines: those with one, the latest changed first. */
  publicWithRecipes(limit: number): Promise<{ id: number; updated_at: Date | string }[]> {
    return this.query(
      'select c.id, c.updated_at from collections c where c.is_public = 1 and exists (select 1 from collection_recipes cr where cr.collection_id = c.id) order by c.id limit ?',
      [limit],
    );
  }
}
