import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { IMPORT_LIMITS, type ImportState } from '@plantry/shared';
import { RecipeEditorService } from '../recipes/index.js';
import { CsvImport } from './entities/csv-import.entity.js';
import { ImportProblem } from './entities/import-problem.entity.js';
import type { ImportedRecipe } from './import-row.js';
import { ImportImages } from './import-images.js';
import { ImportsRepository } from './imports.repository.js';

export interface ProblemRow {
  rowNumber: number;
  column: string;
  reason: string;
}

/** A row read into a recipe that no earlier row of the batch had. */
export interface Candidate {
  rowNumber: number;
  recipe: ImportedRecipe;
  contentKey: string;
  /** Ingredient lines the vegan check flags. */
  veganFlagCount: number;
}

/** What a batch of rows came to, before its new recipes are known. */
export interface BatchTally {
  /** Records of the file read up to the end of the batch (blank lines included). */
  recordsDone: number;
  rows: number;
  failed: number;
  /** Rows repeating an earlier row of the same batch. */
  repeated: number;
  problems: ProblemRow[];
}

/** The import being written, as the runner keeps it between batches. */
export interface RunningImport {
  id: string;
  adminId: number;
  dryRun: boolean;
  /** The header of the image column, for problems with images. */
  imageColumn: string;
  problemCount: number;
}

/** Tries of a batch that met a recipe another import wrote at the same moment. */
const MAX_TRIES = 3;

/**
 * Writes each batch of an import in one transaction: its new recipes (through the recipes
 * module's one writer, which adds their tags, new cuisines and counters), its problems and the
 * import's progress. A batch is written whole or not at all, so the
 * progress always says exactly which rows are in; recipes that exist already (by content key) are
 * skipped, which makes a second import of a file, or a resumed one, create nothing twice.
 */
@Injectable()
export class ImportWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImportImages,
    private readonly recipes: RecipeEditorService,
    private readonly imports: ImportsRepository,
  ) {}

  async write(run: RunningImport, tally: BatchTally, candidates: readonly Candidate[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const existing = await this.recipes.existingContentKeys(candidates.map((c) => c.contentKey));
      const fresh = candidates.filter((c) => !existing.has(c.contentKey));
      const problems = [...tally.problems];
      const imageUrls = run.dryRun ? new Map<string, string>() : await this.fetchImages(run, fresh, problems);
      try {
        await this.em.fork().transactional(async (tx) => {
          if (!run.dryRun) {
            const rows = fresh.map(({ recipe, contentKey, veganFlagCount }) => ({
              ...recipe,
              featuredImage: imageUrls.get(contentKey) ?? null,
              contentKey,
              veganFlagCount,
            }));
            await this.recipes.createImported(tx, run.adminId, rows);
          }
          await this.saveProgress(tx, run, tally, {
            created: fresh.length,
            skipped: tally.repeated + candidates.length - fresh.length,
            flagged: fresh.filter((c) => c.veganFlagCount > 0).length,
            imagesFailed: problems.length - tally.problems.length,
            problems: problems.sort((a, b) => a.rowNumber - b.rowNumber),
          });
        });
        run.problemCount += problems.length;
        if (!run.dryRun && fresh.length) await this.recipes.importedChanged();
        return;
      } catch (error) {
        await this.images.discard([...imageUrls.values()]);
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= MAX_TRIES) throw error;
      }
    }
  }

  async markRunning(id: string): Promise<void> {
    await this.imports.markRunning(id);
  }

  async setTotal(id: string, rowsTotal: number): Promise<void> {
    await this.em.fork().nativeUpdate(CsvImport, { id }, { rowsTotal });
  }

  /** Marks the import ended, and has the ingredient lines of the recipes it stored read next. */
  async finish(id: string, state: Extract<ImportState, 'completed' | 'failed'>, message: string | null): Promise<void> {
    await this.em.fork().nativeUpdate(CsvImport, { id }, { state, message, finishedAt: new Date() });
    await this.recipes.importFinished();
  }

  /** Stores the images of new rows; a failed image becomes a problem of its row, which is imported without it. */
  private async fetchImages(run: RunningImport, fresh: readonly Candidate[], problems: ProblemRow[]): Promise<Map<string, string>> {
    const withImage = fresh.filter((c) => c.recipe.imageUrl);
    const fetched = await this.images.fetchAll(withImage.map((c) => c.recipe.imageUrl!));
    const urls = new Map<string, string>();
    withImage.forEach((candidate, i) => {
      const result = fetched[i];
      if ('url' in result) urls.set(candidate.contentKey, result.url);
      else
        problems.push({
          rowNumber: candidate.rowNumber,
          column: run.imageColumn,
          reason: `${result.problem}; the recipe was imported without it`,
        });
    });
    return urls;
  }

  private async saveProgress(
    tx: EntityManager,
    run: RunningImport,
    tally: BatchTally,
    outcome: { created: number; skipped: number; flagged: number; imagesFailed: number; problems: ProblemRow[] },
  ): Promise<void> {
    await this.imports.addProgress(tx, run.id, {
      recordsDone: tally.recordsDone,
      rows: tally.rows,
      created: outcome.created,
      skipped: outcome.skipped,
      failed: tally.failed,
      flagged: outcome.flagged,
      imagesFailed: outcome.imagesFailed,
      problems: outcome.problems.length,
    });
    const room = Math.max(0, IMPORT_LIMITS.problemsKept - run.problemCount);
    const kept = outcome.problems.slice(0, room);
    if (kept.length) {
      await tx.insertMany(
        ImportProblem,
        kept.map((p) => ({ csvImport: run.id, rowNumber: p.rowNumber, column: p.column.slice(0, 100), reason: p.reason.slice(0, 500) })),
      );
    }
  }
}
