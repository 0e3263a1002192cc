import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback that a test can cut and reopen: the closest real stand-in for a database
 * server going away. The API and the worker connect to the proxy; `cut` closes its listener and
 * destroys every open connection (in-flight queries break, new connections are refused, as when
 * the server stops or its machine drops off the network), `restore` listens again on the same
 * port. Unlike stopping the server, it leaves the machine's shared MariaDB (and other test runs on
 * it) alone.
 */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private listenPort = 0;
  /** Connections accepted since the proxy was made. */
  accepted = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get port(): number {
    return this.listenPort;
  }

  /** Listens (on the same port as before, once a port was chosen); answers the port. */
  async open(port = this.listenPort): Promise<number> {
    const server = createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.listenPort = (server.address() as { port: number }).port;
    return this.listenPort;
  }

  /** Closes the listener and destroys every connection at once. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  restore(): Promise<number> {
    return this.open(this.listenPort);
  }

  close(): Promise<void> {
    return this.cut();
  }

  private pipe(client: Socket): void {
    this.accepted += 1;
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
