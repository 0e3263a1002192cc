import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { closeOnSignals, configOrExit } from './boot.js';
import { configureHttp } from './configure-http.js';
import { drainHttp } from './common/http/drain-http.js';

const config = configOrExit();
const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
app.useLogger(app.get(Logger));
configureHttp(app, config);
closeOnSignals(app, () => drainHttp(app.getHttpServer()));
await app.listen(config.port, config.host);
app.get(Logger).log(`Plantry API listening on ${config.publicUrl} (port ${config.port})`);
