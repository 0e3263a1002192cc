import { createServer, type Server, type Socket } from 'node:net';

/** A loopback port that nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An SMTP server that accepts connections and never says a word: a mail server hung mid-way.
 * A worker delivering to it stays in its email job until its timeouts, which lets a test kill the
 * worker with the job surely in flight.
 */
export class SilentSmtpServer {
  private readonly server: Server = createServer((socket) => {
    this.connections += 1;
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  });
  private readonly sockets = new Set<Socket>();
  connections = 0;

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return (this.server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
