import type { EntityManager } from '@mikro-orm/mariadb';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config/app-config.js';
import { mapColumns } from '../../src/modules/import/import-columns.js';
import type { Agent } from './accounts.js';
import { poll } from './processes.js';

/** One CSV cell, quoted when it must be. */
const cell = (value: string, delimiter: string) =>
  /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;

/** Rows as CSV text. */
export function csvText(rows: readonly (readonly string[])[], { delimiter = ',', newline = '\n' } = {}): string {
  return rows.map((row) => row.map((value) => cell(value, delimiter)).join(delimiter)).join(newline) + newline;
}

/**
 * A fixture of backend/test/fixtures/import with `mark` put before every title and cuisine, so that
 * each test run imports new recipes and never creates a cuisine other tests know.
 */
export function markedFixture(name: string, mark: string): string {
  const rows: string[][] = parse(readFileSync(join(REPO_ROOT, 'backend/test/fixtures/import', name)), { relax_column_count: true });
  const { positions } = mapColumns(rows[0]);
  const marked = new Set([positions.title, positions.cuisine]);
  return csvText(rows.map((row, i) => (i === 0 ? row : row.map((value, j) => (marked.has(j) && value ? `${mark} ${value}` : value)))));
}

/** Deletes a test's importing admin with their recipes, keeping cuisine counts right, and the cuisines named with `mark`. */
export async function removeImporter(em: EntityManager, adminId: number, mark: string): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(
      `update cuisines c join (
         select cuisine_id, count(*) as n from recipes where author_id = ? and is_approved = 1 and cuisine_id is not null group by cuisine_id
       ) gone on gone.cuisine_id = c.id
       set c.recipe_count = greatest(c.recipe_count, gone.n) - gone.n`,
      [adminId],
    );
    await tx.execute('delete from users where id = ?', [adminId]);
    await tx.execute('delete from cuisines where name like ?', [`${mark}%`]);
  });
}

/** A generated recipe row of title, description, ingredients, method, cuisine, tags (about 600 bytes). */
export function generatedRow(mark: string, n: number): string[] {
  return [
    `${mark} Lentil Stew ${n}`,
    `A warming stew of red lentils, number ${n}, with smoked paprika and greens. Ready in forty minutes.`,
    `200 g red lentils\n1 onion, chopped\n2 cloves garlic\n1 tsp smoked paprika\n400 g chopped tomatoes\n750 ml vegetable stock\n100 g spinach\nsalt and pepper (${n})`,
    '1. Soften the onion and garlic in a little oil.\n2. Add paprika, lentils, tomatoes and stock.\n3. Simmer for 25 minutes, stir in the spinach and season.',
    `${mark} ${['Indian', 'Italian', 'Mexican', 'Moroccan'][n % 4]}`,
    'stew, lentils, winter',
  ];
}

export const GENERATED_HEADER = ['title', 'description', 'ingredients', 'instructions', 'cuisine', 'tags'];

export interface ImportReport {
  jobId: string;
  state: string;
  dryRun: boolean;
  rowsTotal: number | null;
  rowsDone: number;
  created: number;
  skipped: number;
  failed: number;
  flagged: number;
  imagesFailed: number;
  problemCount: number;
  message: string | null;
  problems: { rowNumber: number; column: string; reason: string }[];
}

/** Uploads a CSV file for import (or a dry run). */
export function uploadCsv(agent: Agent, data: string | Buffer, { name = 'recipes.csv', type = 'text/csv', dryRun = false } = {}) {
  const req = agent
    .post('/api/admin/import-csv')
    .attach('csvFile', Buffer.isBuffer(data) ? data : Buffer.from(data), { filename: name, contentType: type });
  return dryRun ? req.field('dryRun', 'true') : req;
}

/** The import's report once it has completed or failed. */
export function finishedImport(agent: Agent, jobId: string, timeoutMs = 60_000): Promise<ImportReport> {
  return poll(
    `import ${jobId}`,
    async () => {
      const { body } = await agent.get(`/api/admin/imports/${jobId}`).expect(200);
      return body.state === 'completed' || body.state === 'failed' ? (body as ImportReport) : undefined;
    },
    timeoutMs,
  );
}

/** Uploads a file, expects 202, and answers the finished import's report. */
export async function importCsv(agent: Agent, data: string | Buffer, options: Parameters<typeof uploadCsv>[2] = {}): Promise<ImportReport> {
  const res = await uploadCsv(agent, data, options);
  if (res.status !== 202) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
  return finishedImport(agent, res.body.jobId);
}
