import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppModule } from '../app.module.js';
import { configOrExit } from '../boot.js';
import { API_PREFIX } from '../configure-http.js';
import { buildOpenApiDocument } from '../common/http/swagger.js';

/**
 * Writes the OpenAPI document of the compiled API to the given file (default
 * libs/contracts/openapi.json). Runs the application in preview mode: no database or Redis needed.
 */
const target = resolve(process.argv[2] ?? 'libs/contracts/openapi.json');
const app = await NestFactory.create(AppModule.forRoot(configOrExit()), { preview: true, logger: ['error'] });
app.setGlobalPrefix(API_PREFIX);
const document = buildOpenApiDocument(app);
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);
await app.close();
