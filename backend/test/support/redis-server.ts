import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { poll } from './processes.js';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Whether something on the port answers PING with PONG. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * A private redis-server on its own port and folder, persisted as production should be
 * (`--appendonly yes`), that a test stops (SIGTERM) and starts again on the same port and folder.
 */
export class PrivateRedis {
  readonly dir = mkdtempSync(join(tmpdir(), 'plantry-redis-'));
  private child?: ChildProcess;
  private output = '';

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--save', '', '--daemonize', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    this.child = child;
    await poll(`redis-server on port ${this.port}`, async () => ((await pings(this.port)) ? true : undefined), 10_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${this.output}`);
      },
    );
  }

  /** SIGTERM, as a service manager stops it; resolves once the process has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
