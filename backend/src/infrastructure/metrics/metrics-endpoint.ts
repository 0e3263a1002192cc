import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus's text format for a caller that sends `Authorization: Bearer <token>`;
 * 401 to anyone else (compared in constant time), never cached.
 */
export function metricsEndpoint(registry: Registry, token: string) {
  const expected = digest(`Bearer ${token}`);
  return (req: IncomingMessage, res: ServerResponse): void => {
    res.setHeader('Cache-Control', 'no-store');
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res
        .writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer realm="metrics"' })
        .end('A metrics token is required\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: Error) =>
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Metrics could not be collected: ${error.message}\n`),
    );
  };
}

/** The worker's own small HTTP server: GET /metrics as above, 404 for anything else. */
export function serveMetrics(registry: Registry, token: string, port: number, host: string): Promise<Server> {
  const endpoint = metricsEndpoint(registry, token);
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') return endpoint(req, res);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
