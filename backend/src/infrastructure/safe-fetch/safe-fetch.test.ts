import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchFailedError, safeFetch, UnsafeUrlError, type SafeFetchOptions } from './safe-fetch.js';

/** A loopback server; `hits` counts the requests it received. */
function serve(handler: Parameters<typeof createServer>[1], host = '127.0.0.1') {
  const state = { hits: 0, server: undefined as unknown as Server, url: '' };
  state.server = createServer((req, res) => {
    state.hits++;
    handler!(req, res);
  });
  return new Promise<typeof state>((resolve) =>
    state.server.listen(0, host, () => {
      state.url = `http://${host}:${(state.server.address() as AddressInfo).port}`;
      resolve(state);
    }),
  );
}

const OPTIONS: SafeFetchOptions = { maxBytes: 1024, timeoutMs: 2000, maxRedirects: 2 };

describe('safeFetch', () => {
  let canary: Awaited<ReturnType<typeof serve>>;
  let allowedServer: Awaited<ReturnType<typeof serve>>;
  /** 127.0.0.2 plays a public server in these tests; 127.0.0.1 (the canary) stays private. */
  const allowed = { ...OPTIONS, allowedAddresses: new Set(['127.0.0.2']) };

  beforeAll(async () => {
    canary = await serve((_req, res) => res.end('secret'));
    allowedServer = await serve((req, res) => {
      if (req.url === '/to-canary') {
        res.writeHead(302, { location: `${canary.url}/` }).end();
      } else if (req.url === '/loop') {
        res.writeHead(302, { location: '/loop' }).end();
      } else if (req.url === '/big') {
        res.end(Buffer.alloc(5000));
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 3000);
      } else if (req.url === '/missing') {
        res.writeHead(404).end();
      } else if (req.url === '/hop') {
        res.writeHead(301, { location: '/photo' }).end();
      } else {
        res.writeHead(200, { 'content-type': 'image/png' }).end('png-bytes');
      }
    }, '127.0.0.2');
  });
  afterAll(() => Promise.all([canary, allowedServer].map((s) => new Promise((r) => s.server.close(r)))));
  afterEach(() => expect(canary.hits).toBe(0));

  it('fetches from an allowed address and follows a redirect there', async () => {
    await expect(safeFetch(`${allowedServer.url}/hop`, allowed)).resolves.toMatchObject({
      body: Buffer.from('png-bytes'),
      contentType: 'image/png',
      url: `${allowedServer.url}/photo`,
    });
  });

  it.each([
    ['a loopback address', (port: number) => `http://127.0.0.1:${port}/`],
    ['localhost', (port: number) => `http://localhost:${port}/`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/`],
    ['IPv4-mapped IPv6 loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['a decimal IPv4 address', (port: number) => `http://2130706433:${port}/`],
    ['an octal IPv4 address', (port: number) => `http://0177.0.0.1:${port}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network address', () => 'http://10.0.0.1/'],
  ])('refuses %s before connecting', async (_name, url) => {
    await expect(safeFetch(url(Number(new URL(canary.url).port)), allowed)).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  it('refuses a redirect to a private address', async () => {
    await expect(safeFetch(`${allowedServer.url}/to-canary`, allowed)).rejects.toThrow(/private or local address/);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/x.png', 'gopher://127.0.0.2/', 'http://user:pw@127.0.0.2/', 'not a url'])(
    'refuses %s',
    async (url) => {
      await expect(safeFetch(url, allowed)).rejects.toBeInstanceOf(UnsafeUrlError);
    },
  );

  it('caps redirects, size and time, and reports failed answers', async () => {
    await expect(safeFetch(`${allowedServer.url}/loop`, allowed)).rejects.toThrow('too many redirects');
    await expect(safeFetch(`${allowedServer.url}/big`, allowed)).rejects.toBeInstanceOf(FetchFailedError);
    await expect(safeFetch(`${allowedServer.url}/slow`, { ...allowed, timeoutMs: 300 })).rejects.toThrow('no answer within 0.3 s');
    await expect(safeFetch(`${allowedServer.url}/missing`, allowed)).rejects.toThrow('the server answered 404');
    await expect(safeFetch('http://no-such-host.invalid/x.png', allowed)).rejects.toThrow('could not be found');
  });
});
