import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { veganFlags } from '@plantry/shared';
import { CsvError } from 'csv-parse';
import { recipeContentKey } from '../recipes/index.js';
import { csvProblem, csvRecords, isBlankRecord, sniffCsv, SNIFF_BYTES, type Delimiter } from './csv-source.js';
import { CsvImport } from './entities/csv-import.entity.js';
import { FIELD_LABELS, mapColumns, missingColumnsMessage, type ColumnMap } from './import-columns.js';
import { ImportFiles } from './import-files.js';
import { readRow } from './import-row.js';
import { ImportWriter, type BatchTally, type Candidate, type RunningImport } from './import-writer.js';

/**
 * Rows written per transaction. Measured (bench/import): 500-row batches ran 10% faster but their
 * large SQL texts made the worker's heap grow with the file; 100 keeps it flat near 260 MB.
 */
export const BATCH_ROWS = 100;

/** The file cannot be imported as a whole (not CSV, no header, missing columns). */
class ImportFileError extends Error {}

interface Batch {
  recordsDone: number;
  rows: { rowNumber: number; cells: string[] }[];
}

/**
 * Runs one import in the worker. A first pass counts the rows and checks that the whole file parses
 * (nothing is written for a broken file); the second reads rows in batches of 100, each written in
 * one transaction with the import's position. A job that starts again after a crash skips the
 * records already written and goes on.
 */
@Injectable()
export class ImportRunner {
  constructor(
    private readonly em: EntityManager,
    private readonly files: ImportFiles,
    private readonly writer: ImportWriter,
  ) {}

  /** Imports the file; on its `lastAttempt` an unexpected error also marks the import failed. */
  async run(importId: string, lastAttempt: boolean): Promise<void> {
    const row = await this.em.fork().findOne(CsvImport, importId);
    if (!row || row.state === 'completed' || row.state === 'failed') return;
    try {
      await this.writer.markRunning(importId);
      const delimiter = await this.delimiterOf(importId);
      if (row.rowsTotal === null) await this.writer.setTotal(importId, await this.countRows(importId, delimiter));
      await this.readRows(row, delimiter);
      await this.writer.finish(importId, 'completed', null);
    } catch (error) {
      const fileProblem = error instanceof ImportFileError ? error.message : error instanceof CsvError ? csvProblem(error) : undefined;
      if (fileProblem === undefined && !lastAttempt) throw error;
      await this.writer.finish(importId, 'failed', fileProblem ?? `The import stopped: ${(error as Error).message}`);
      if (fileProblem === undefined) throw error;
    }
    await this.files.remove(importId);
  }

  private async delimiterOf(importId: string): Promise<Delimiter> {
    const sample = await this.files.head(this.files.pathOf(importId), SNIFF_BYTES).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new ImportFileError('The uploaded file is gone (was IMPORT_DIR emptied?); upload it again') : error;
    });
    const sniffed = sniffCsv(sample);
    if ('problem' in sniffed) throw new ImportFileError(`The file is not CSV: ${sniffed.problem}`);
    return sniffed.delimiter;
  }

  private columns(header: string[]): ColumnMap {
    const map = mapColumns(header);
    if (map.missing.length) throw new ImportFileError(missingColumnsMessage(map.missing));
    return map;
  }

  /** Parses the whole file once: its rows with content, or the first reason it cannot be read. */
  private async countRows(importId: string, delimiter: Delimiter): Promise<number> {
    let header = true;
    let rows = 0;
    for await (const cells of csvRecords(this.files.read(importId), delimiter)) {
      if (header) this.columns(cells as string[]);
      else if (!isBlankRecord(cells as string[])) rows++;
      header = false;
    }
    if (header) throw new ImportFileError('The file has no header row');
    return rows;
  }

  private async readRows(row: CsvImport, delimiter: Delimiter): Promise<void> {
    let map: ColumnMap | undefined;
    let run: RunningImport | undefined;
    // A dry run writes no recipe, so rows repeated anywhere in the file are caught here.
    const seen = new Set<string>();
    let batch: Batch = { recordsDone: row.recordsDone, rows: [] };
    let record = 0;
    for await (const cells of csvRecords(this.files.read(row.id), delimiter)) {
      if (!map || !run) {
        map = this.columns(cells as string[]);
        run = {
          id: row.id,
          adminId: row.admin.id,
          dryRun: row.dryRun,
          imageColumn: map.headers.image ?? FIELD_LABELS.image,
          problemCount: row.problemCount,
        };
        continue;
      }
      if (++record <= row.recordsDone) continue;
      batch.recordsDone = record;
      if (!isBlankRecord(cells as string[])) batch.rows.push({ rowNumber: record + 1, cells: cells as string[] });
      if (batch.rows.length >= BATCH_ROWS) {
        await this.writeBatch(run, map, batch, seen);
        batch = { recordsDone: record, rows: [] };
        if (!row.dryRun) seen.clear();
      }
    }
    if (run && map && batch.recordsDone > row.recordsDone) await this.writeBatch(run, map, batch, seen);
  }

  private async writeBatch(run: RunningImport, map: ColumnMap, batch: Batch, seen: Set<string>): Promise<void> {
    const tally: BatchTally = { recordsDone: batch.recordsDone, rows: batch.rows.length, failed: 0, repeated: 0, problems: [] };
    const candidates: Candidate[] = [];
    for (const { rowNumber, cells } of batch.rows) {
      const result = readRow(cells, map);
      if ('problems' in result) {
        tally.failed++;
        tally.problems.push(...result.problems.map((problem) => ({ rowNumber, ...problem })));
        continue;
      }
      const contentKey = recipeContentKey(result.recipe.title, result.recipe.ingredients);
      if (seen.has(contentKey)) {
        tally.repeated++;
        continue;
      }
      seen.add(contentKey);
      candidates.push({ rowNumber, recipe: result.recipe, contentKey, veganFlagCount: veganFlags(result.recipe.ingredients).length });
    }
    await this.writer.write(run, tally, candidates);
  }
}
