import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config/app-config.js';

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; output: string }>;
  stop: () => Promise<number | null>;
}

/** Runs a script with the test environment plus overrides; `stop` sends SIGTERM and waits. */
export function runNode(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Running {
  const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return {
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return (await exited).code;
    },
  };
}

/** A compiled entry point of the backend (main.js, worker.js). */
export const runBackend = (entry: string, env: NodeJS.ProcessEnv = {}) => runNode(join(REPO_ROOT, 'backend/dist', entry), [], env);

/** A private mail catcher on its own ports. */
export const runMailCatcher = (smtpPort: number, webPort: number) =>
  runNode(join(REPO_ROOT, 'node_modules/maildev/bin/maildev'), ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1']);

export async function poll<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
