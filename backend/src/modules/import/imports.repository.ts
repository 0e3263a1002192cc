import { EntityManager, type InferClassEntityDB } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { CsvImport } from './entities/csv-import.entity.js';

/** Tables and columns by their entity's and properties' names; the ORM maps them to the schema's. */
const NAMING = { tableNamingStrategy: 'entity', columnNamingStrategy: 'property' } as const;

/** What a batch of an import adds to its counts. */
export interface ImportProgress {
  recordsDone: number;
  rows: number;
  created: number;
  skipped: number;
  failed: number;
  flagged: number;
  imagesFailed: number;
  problems: number;
}

/**
 * The imports table's updates that add to its counts, in the ORM's typed query builder (Kysely,
 * typed from the entity: a misspelt column does not compile).
 */
@Injectable()
export class ImportsRepository {
  constructor(private readonly em: EntityManager) {}

  private db(em: EntityManager = this.em.fork()) {
    return em.getKysely<InferClassEntityDB<typeof CsvImport, typeof NAMING>, typeof NAMING>(NAMING);
  }

  /** Running from now; a restarted import keeps its first start. */
  async markRunning(id: string): Promise<void> {
    await this.db()
      .updateTable('CsvImport')
      .set((eb) => ({ state: 'running', startedAt: eb.fn.coalesce('startedAt', sql<Date>`now(3)`) }))
      .where('id', '=', id)
      .execute();
  }

  /** Adds a batch's counts in the caller's transaction. */
  async addProgress(tx: EntityManager, id: string, batch: ImportProgress): Promise<void> {
    await this.db(tx)
      .updateTable('CsvImport')
      .set((eb) => ({
        recordsDone: batch.recordsDone,
        rowsDone: eb('rowsDone', '+', batch.rows),
        created: eb('created', '+', batch.created),
        skipped: eb('skipped', '+', batch.skipped),
        failed: eb('failed', '+', batch.failed),
        flagged: eb('flagged', '+', batch.flagged),
        imagesFailed: eb('imagesFailed', '+', batch.imagesFailed),
        problemCount: eb('problemCount', '+', batch.problems),
      }))
      .where('id', '=', id)
      .execute();
  }
}
