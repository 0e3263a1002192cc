import type { Server } from 'node:http';

/** How long a stopping API still takes connections, answering each request with `Connection: close`. */
export const DRAIN_MS = 1000;

/**
 * The first step of stopping the API. For a moment it still accepts connections and reads what
 * clients have already sent, answering every request with `Connection: close`: requests on their
 * way (in the kernel's queue of new connections, or sent on a kept-alive one) are answered, where
 * closing at once would reset them, and clients leave their kept-alive connections. The API's
 * close then stops listening, closes the idle connections and waits for the requests under way.
 */
export async function drainHttp(server: Server, ms = DRAIN_MS): Promise<void> {
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  await new Promise((resolve) => setTimeout(resolve, ms));
}
