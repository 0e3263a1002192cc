import { MikroORM } from '@mikro-orm/mariadb';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { startStack, type Agent, type Stack } from '../support/accounts.js';
import {
  csvText,
  finishedImport,
  GENERATED_HEADER,
  generatedRow,
  removeImporter,
  uploadCsv,
  type ImportReport,
} from '../support/csv-files.js';
import { createMember, signInAs } from '../support/fixtures.js';
import { poll, runBackend, type Running } from '../support/processes.js';

const RUN = `rk${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
const ROWS = 20_000;
/** The killed worker's lock lasts 3 s instead of 15 s, so the restarted worker takes the job again sooner (JOB_LOCK_MS). */
const FAST_LOCKS = { JOB_LOCK_MS: '3000', JOB_STALLED_CHECK_MS: '1000' };

describe('an import whose worker is killed halfway', () => {
  let stack: Stack;
  let orm: MikroORM;
  let admin: User;
  let agent: Agent;
  let restarted: Running | undefined;

  const count = async (sql: string, params: unknown[]) => Number((await orm.em.fork().execute<{ n: number }[]>(sql, params))[0].n);

  beforeAll(async () => {
    stack = await startStack(FAST_LOCKS);
    orm = await MikroORM.init(ormOptions(stack.config));
    admin = await createMember(orm.em.fork(), 'admin');
    agent = await signInAs(stack.agent(), admin);
  }, 60_000);
  afterAll(async () => {
    await restarted?.stop();
    // Twenty thousand recipes of this run go with their author.
    await removeImporter(orm.em.fork(), admin.id, RUN);
    await stack.close();
    await orm.close();
    // Deleting them (by the foreign keys, with their stored ingredient readings and search index
    // rows) takes tens of seconds on a busy 2-core machine.
  }, 180_000);

  it('completes after a restart with exactly one recipe per row', async () => {
    const rows = [GENERATED_HEADER, ...Array.from({ length: ROWS }, (_, i) => generatedRow(RUN, i))];
    const res = await uploadCsv(agent, csvText(rows)).expect(202);
    const jobId: string = res.body.jobId;

    const halfway = await poll(
      'half of the rows',
      async () => {
        const { body } = await agent.get(`/api/admin/imports/${jobId}`).expect(200);
        return body.rowsDone >= ROWS / 2 ? (body as ImportReport) : undefined;
      },
      60_000,
    );
    stack.worker.child.kill('SIGKILL');
    await stack.worker.exited;
    const atKill = await count('select count(*) as n from recipes where author_id = ?', [admin.id]);
    expect(halfway.state).toBe('running');
    expect(atKill).toBeGreaterThanOrEqual(ROWS / 2);
    expect(atKill).toBeLessThan(ROWS);

    restarted = runBackend('worker.js', FAST_LOCKS);
    const report = await finishedImport(agent, jobId, 120_000);
    expect(report).toMatchObject({ state: 'completed', rowsTotal: ROWS, rowsDone: ROWS, created: ROWS, skipped: 0, failed: 0 });
    expect(await count('select count(*) as n from recipes where author_id = ?', [admin.id])).toBe(ROWS);
    expect(await count('select count(distinct content_key) as n from recipes where author_id = ?', [admin.id])).toBe(ROWS);
    expect(
      await count('select count(*) as n from recipe_tags t join recipes r on r.id = t.recipe_id where r.author_id = ?', [admin.id]),
    ).toBe(ROWS * 3);
    expect(await count('select recipe_count as n from users where id = ?', [admin.id])).toBe(ROWS);
  }, 240_000);
});
