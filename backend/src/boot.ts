import type { INestApplicationContext } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';

/** Validates the configuration once; a bad or missing setting stops the process with its name. */
export function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * On SIGTERM or SIGINT: `drain` first (the API's requests on their way), then stop taking work,
 * let in-flight requests and the active job finish (Nest's shutdown hooks), then exit 0. A second
 * signal exits at once.
 */
export function closeOnSignals(app: INestApplicationContext, drain: () => Promise<void> = async () => undefined): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    process.stderr.write(`${signal} received: shutting down\n`);
    drain()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`shutdown failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
