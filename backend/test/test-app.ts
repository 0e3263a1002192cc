import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../src/app.module.js';
import { configureHttp } from '../src/configure-http.js';
import { loadConfig, type AppConfig } from '../src/config/app-config.js';
import { watchErrorMessages } from './support/error-messages.js';

/** The test configuration: the environment of `make test-integration`, plus overrides. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ ...process.env, LOG_LEVEL: 'silent', ...overrides });
}

/**
 * The real API application (database, Redis, queues) with the production HTTP setup, its error
 * messages watched for one the translations lack (test/setup-error-messages.ts).
 */
export async function createTestApp(config: AppConfig = testConfig()): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger: false });
  watchErrorMessages(app);
  configureHttp(app, config);
  await app.init();
  return app;
}
