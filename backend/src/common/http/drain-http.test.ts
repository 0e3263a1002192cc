import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainHttp } from './drain-http.js';

const headersOf = (port: number) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    get({ port, host: '127.0.0.1', path: '/' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    }).on('error', reject);
  });

describe('drainHttp', () => {
  it('keeps answering while it drains, each answer closing its connection', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await headersOf(port)).connection).toBe('keep-alive');
      const drained = drainHttp(server, 200);
      expect((await headersOf(port)).connection).toBe('close');
      await drained;
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
