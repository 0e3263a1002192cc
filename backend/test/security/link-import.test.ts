import { MikroORM } from '@mikro-orm/mariadb';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { servePages, type ServedPages } from '../../../bench/link-import/recipe-pages.mjs';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { LINK_MESSAGES } from '../../src/modules/link-import/link-messages.js';
import { startStack, type Agent, type Stack } from '../support/accounts.js';
import { createMember, signInAs } from '../support/fixtures.js';
import { pngImage } from '../support/image-fixtures.js';
import { poll } from '../support/processes.js';
import { clearRateLimits } from '../support/rate-limits.js';

interface LinkState {
  state: 'reading' | 'done' | 'failed';
  message: string | null;
  recipe: { title: string; picture: string | null; pictureProblem: string | null } | null;
}

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));

/**
 * Import from a link makes the server fetch an address a member gives: it must never reach the
 * server's own network, however the address is written, wherever it redirects, and whatever the
 * page names as its picture. A canary listening on every loopback address counts any request that
 * gets through; 127.0.0.2 plays the public internet (SAFE_FETCH_ALLOW), and nothing else does.
 */
describe('import from a link: the addresses it never fetches', () => {
  let stack: Stack;
  let orm: MikroORM;
  let cook: Agent;
  let canary: Server;
  let canaryPort: number;
  let canaryHits = 0;
  let pages: ServedPages;

  const read = async (url: string): Promise<LinkState> => {
    const started = await cook.post('/api/recipe-links').send({ url }).expect(202);
    return poll(`the link import of ${url}`, async () => {
      const { body } = await cook.get(`/api/recipe-links/${started.body.id as string}`).expect(200);
      return (body as LinkState).state === 'reading' ? undefined : (body as LinkState);
    });
  };

  beforeAll(async () => {
    stack = await startStack({ SAFE_FETCH_ALLOW: '127.0.0.2', RATE_LIMIT_MULTIPLIER: '1' });
    orm = await MikroORM.init(ormOptions(stack.config));
    canary = createServer((_req, res) => {
      canaryHits++;
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<script type="application/ld+json">{"@type":"Recipe","name":"Stolen"}</script>');
    });
    // Dual-stack: the canary hears 127.0.0.1, ::1 and ::ffff:127.0.0.1 alike.
    canaryPort = await listen(canary, '::');
    const recipe = (image: string) =>
      JSON.stringify({ '@type': 'Recipe', name: 'Lentil soup', recipeIngredient: ['1 cup lentils'], recipeInstructions: 'Simmer.', image });
    pages = await servePages({
      samples: [
        {
          fixture: 'private-picture',
          host: 'example.com',
          all_blocks_parse: true,
          jsonld_raw: [recipe(`http://127.0.0.1:${canaryPort}/photo`)],
        },
      ],
      picture: await pngImage(64, 48),
    });
    cook = await signInAs(stack.agent(), await createMember(orm.em.fork(), 'home_cook'));
  }, 60_000);
  // The real limits, counted afresh for each test: refused addresses count too.
  beforeEach(() => clearRateLimits(stack.config));
  afterAll(async () => {
    canary.close();
    await pages.close();
    await stack.close();
    await orm.close();
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, short form', '127.1'],
    ['loopback, hexadecimal', '0x7f000001'],
    ['loopback, dotted hexadecimal', '0x7f.0.0.1'],
    ['loopback, decimal', '2130706433'],
    ['loopback, octal', '0177.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.255.0.9'],
    ['IPv6 loopback', '[::1]'],
    ['IPv6 loopback, long form', '[0:0:0:0:0:0:0:1]'],
    ['IPv4-mapped loopback', '[::ffff:127.0.0.1]'],
    ['IPv4-mapped loopback, hexadecimal', '[::ffff:7f00:1]'],
    ['unspecified', '0.0.0.0'],
    ['unspecified, short', '0'],
    ['IPv6 unspecified', '[::]'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.16.5.4'],
    ['private 192.168/16', '192.168.1.1'],
    ['cloud metadata service', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['IPv6 unique local', '[fc00::1]'],
    ['IPv6 link local', '[fe80::1]'],
    ['NAT64 of a private address', '[64:ff9b::a00:1]'],
    ['6to4 of loopback', '[2002:7f00:1::]'],
    ['localhost', 'localhost'],
    ['localhost, upper case with a final dot', 'LOCALHOST.'],
    ['a name under localhost', 'plantry.localhost'],
  ])('refuses at once %s (%s), before anything is queued', async (_name, host) => {
    const res = await cook.post('/api/recipe-links').send({ url: `http://${host}:${canaryPort}/recipe` });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LINK_MESSAGES.privateAddress);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://127.0.0.2/recipe',
    'gopher://127.0.0.2:70/_',
    'javascript:alert(1)',
    'data:text/html,<h1>x</h1>',
    'not an address',
    '',
  ])('refuses what is not an http(s) address: %j', async (url) => {
    const res = await cook.post('/api/recipe-links').send({ url });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LINK_MESSAGES.notAWebAddress);
  });

  it('refuses an address with a user name and password, and one over 2,048 characters', async () => {
    const withCredentials = await cook.post('/api/recipe-links').send({ url: `${pages.origin}/recipes/0`.replace('//', '//me:secret@') });
    expect(withCredentials.status).toBe(400);
    expect(withCredentials.body.message).toBe('That address cannot be imported: addresses with a user name or password are not fetched.');
    const long = await cook.post('/api/recipe-links').send({ url: `${pages.origin}/recipes/0?q=${'a'.repeat(2100)}` });
    expect(long.status).toBe(400);
    expect(long.body.message).toEqual(expect.arrayContaining(['The address may be at most 2048 characters long.']));
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${canaryPort}/`],
    ['IPv6 loopback', () => `http://[::1]:${canaryPort}/`],
    ['localhost', () => `http://localhost:${canaryPort}/`],
    ['decimal loopback', () => `http://2130706433:${canaryPort}/`],
  ])('follows no redirect from a public page to %s', async (_name, target) => {
    const result = await read(`${pages.origin}/to/${target()}`);
    expect(result).toMatchObject({ state: 'failed', message: LINK_MESSAGES.privateAddress, recipe: null });
    expect(canaryHits).toBe(0);
  });

  it("never fetches a picture that a page names on the server's own network: the draft comes without it", async () => {
    const result = await read(`${pages.origin}/recipes/0`);
    expect(result.state).toBe('done');
    expect(result.recipe).toMatchObject({ title: 'Lentil soup', picture: null });
    expect(result.recipe!.pictureProblem).toMatch(
      /^The recipe's picture could not be brought over \(127\.0\.0\.1 leads to a private or local address\)/,
    );
    expect(canaryHits).toBe(0);
  });

  it('answers a status only for an id in UUID form, and only to its starter', async () => {
    expect((await cook.get('/api/recipe-links/1%20or%201=1')).status).toBe(400);
    expect((await cook.get('/api/recipe-links/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('limits a member to 30 links an hour, refused ones included', async () => {
    const member = await signInAs(stack.agent(), await createMember(orm.em.fork(), 'home_cook'));
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await member.post('/api/recipe-links').send({ url: `${pages.origin}/no-recipe?${i}` })).status);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
