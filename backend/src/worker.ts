import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { closeOnSignals, configOrExit } from './boot.js';
import { missingJobHandlers } from './infrastructure/queue/processor-check.js';
import { sweepStorage } from './infrastructure/storage/create-storage.js';
import { FILE_STORAGE } from './infrastructure/storage/file-storage.js';
import { Metrics } from './infrastructure/metrics/metrics.js';
import { serveMetrics } from './infrastructure/metrics/metrics-endpoint.js';
import type { Server } from 'node:http';
import { PROCESSORS, WorkerModule } from './worker.module.js';

const config = configOrExit();
const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
const logger = app.get(Logger);
app.useLogger(logger);

const missing = missingJobHandlers(PROCESSORS.map((type) => app.get(type)));
if (missing.length > 0) {
  logger.error(`Job names without a processor: ${missing.join(', ')}`);
  await app.close();
  process.exit(1);
}
// The processors' workers stop first, letting their active jobs finish while everything those jobs
// use is still there (the domain events' listeners go with the application's shutdown hooks).
const processors = PROCESSORS.map((type) => app.get(type));
// Prometheus's scrape of the worker, on its own port (it has no other), with the API's token.
const { token, workerPort } = config.metrics;
const metricsServer: Server | undefined =
  token && workerPort ? await serveMetrics(app.get(Metrics).registry, token, workerPort, config.host) : undefined;
if (metricsServer) logger.log(`Worker metrics on port ${workerPort}`);
closeOnSignals(app, async () => {
  metricsServer?.close();
  await Promise.all(processors.map((processor) => processor.worker.close()));
});
// A worker killed mid-write leaves its temporary file behind, never a half-written image.
const swept = await sweepStorage(app.get(FILE_STORAGE));
if (swept > 0) logger.log(`Removed ${swept} temporary file(s) left by an interrupted write`);
await app.init();
logger.log('Plantry worker started');
