import { ValidationPipe } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import type { AppConfig } from './config/app-config.js';
import { RedisSessionStore } from './common/auth/redis-session-store.js';
import { sessionsOrVisitor } from './common/auth/session-outage.js';
import { sessionMiddleware } from './common/auth/sessions.js';
import { readYourWrites } from './common/http/read-your-writes.js';
import { BodyDepthGuard } from './common/http/body-depth.guard.js';
import { BodyTypeGuard } from './common/http/body-type.guard.js';
import { apiCacheHeaders } from './common/http/cache-headers.js';
import { CachedJsonInterceptor } from './common/http/cached-json.interceptor.js';
import { compress } from './common/http/compress.js';
import { originCheck } from './common/http/origin-check.js';
import { OutageFilter } from './common/http/outage.filter.js';
import { requestId } from './common/http/request-id.js';
import { httpMetrics } from './infrastructure/metrics/http-metrics.js';
import { Metrics } from './infrastructure/metrics/metrics.js';
import { metricsEndpoint } from './infrastructure/metrics/metrics-endpoint.js';
import { serveUploads } from './infrastructure/storage/serve-uploads.js';
import { mountQueueDashboard } from './modules/admin/index.js';
import { PageHeadService, SERVER_FILES, serveFrontend } from './modules/seo/index.js';
import { requestRole, UsersService } from './modules/users/index.js';
import { setupSwagger } from './common/http/swagger.js';

export const API_PREFIX = 'api';

/**
 * Everything HTTP about the API process, shared by main.ts and the API tests: the HTTP composition
 * root, which puts the common middleware, the modules' routes and the served frontend together.
 */
export function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestId);
  const metrics = app.get(Metrics);
  app.use(httpMetrics(metrics));
  // Prometheus's scrape, with its bearer token; without METRICS_TOKEN, /metrics is the app's 404 page.
  if (config.metrics.token) app.use('/metrics', metricsEndpoint(metrics.registry, config.metrics.token));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          // antd writes its component styles into <style> elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': [
            "'self'",
            'data:',
            'blob:',
            // Images stored in S3 come from the bucket's public URL.
            ...(config.storage.driver === 's3' ? [new URL(config.storage.publicUrl).origin] : []),
          ],
          'connect-src': ["'self'"],
          // The app's service worker (/sw.js) and web app manifest (docs/decisions/frontend.md, 'Offline and installable').
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Browsers keep to HTTPS for a year once the site is served over it; over plain HTTP the header means nothing.
      strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    }),
  );
  app.use(compress());
  app.use(originCheck(config.publicUrl));
  const sessions = sessionsOrVisitor(sessionMiddleware(config, app.get(RedisSessionStore)));
  app.use(`/${API_PREFIX}`, sessions, apiCacheHeaders);
  if (config.db.replicas.length > 0) app.use(`/${API_PREFIX}`, readYourWrites(config.db.replicaMaxLagSeconds));
  const roleOf = requestRole(sessions, app.get(UsersService));
  mountQueueDashboard(app, roleOf);
  app.setGlobalPrefix(API_PREFIX, { exclude: SERVER_FILES.map((path) => path.slice(1)) });
  app.useGlobalGuards(new BodyTypeGuard(app.get(Reflector)), new BodyDepthGuard());
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalInterceptors(new CachedJsonInterceptor());
  app.useGlobalFilters(new OutageFilter(app.getHttpAdapter()));
  setupSwagger(app);
  serveUploads(app, config.uploadDir);
  serveFrontend(app, config.frontendDist, app.get(PageHeadService), roleOf);
}
