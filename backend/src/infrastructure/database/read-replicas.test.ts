import { readFromPrimary, readingFromPrimary, readsOnly } from './read-replicas.js';

describe('readsOnly', () => {
  it.each([
    'select * from recipes where id = ?',
    '  SELECT count(*) AS n FROM reviews',
    '(select id from a) union (select id from b)',
    'with recent as (select id from recipes) select * from recent',
  ])('%s is a read', (sql) => expect(readsOnly(sql)).toBe(true));

  it.each([
    'select id from recipes where id = ? for update',
    'select id from collections where id = ? FOR SHARE',
    'select id from x lock in share mode',
    'update recipes set title = ? where id = ?',
    'insert into reviews (id) values (?)',
    'delete from outbox_emails where queued_at < ?',
    'replace into t values (1)',
    "select 'for update' as words",
  ])('%s goes to the primary', (sql) => expect(readsOnly(sql)).toBe(false));
});

describe('readFromPrimary', () => {
  it('holds for the call and what it awaits, and not outside it', async () => {
    expect(readingFromPrimary()).toBe(false);
    const seen = await readFromPrimary(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return readingFromPrimary();
    });
    expect(seen).toBe(true);
    expect(readingFromPrimary()).toBe(false);
  });
});
