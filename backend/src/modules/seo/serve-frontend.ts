import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SESSION_COOKIE } from '../../common/auth/sessions.js';
import { languageOf, LANGUAGE_PARAMETER, requestLanguage } from '../../common/i18n/index.js';
import type { RequestRole } from '../users/index.js';
import { injectHead, type PageHeadService } from './page-head.service.js';
import { precompressedAssets } from './precompressed-assets.js';

const YEAR_SECONDS = 365 * 24 * 3600;
/** The built service worker (frontend/src/sw/sw.ts, built by vite-plugin-pwa). */
const SERVICE_WORKER = 'sw.js';
/** Paths the server itself answers: the API, uploads, and the files for search engines. */
export const SERVER_FILES = ['/sitemap.xml', '/robots.txt'];
const SESSION_COOKIE_PAIR = new RegExp(`(^|;)\\s*${SESSION_COOKIE}=`);
/** Whether the request carries a session cookie (whether it is still valid or not). */
const hasSessionCookie = (req: Request) => SESSION_COOKIE_PAIR.test(req.headers.cookie ?? '');
/** Pages opened from emailed links whose address holds a token: kept by no cache, shared or not. */
const TOKEN_PAGES = new Set(['/verify-email', '/reset-password']);
const isServerPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/') || SERVER_FILES.includes(path);

/**
 * Serves the built frontend: hashed assets with long-lived caching, and index.html (with the
 * page's server-side head and status) for every other GET that is not an API or upload path.
 * `roleOf` tells who asks, for the pages whose status depends on it (page-access.ts).
 */
export function serveFrontend(app: NestExpressApplication, distDir: string, pageHead: PageHeadService, roleOf: RequestRole): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('Frontend').warn(`No built frontend at ${distDir}: only the API is served`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  const assetsDir = join(distDir, 'assets');
  app.use(
    '/assets',
    precompressedAssets(assetsDir),
    express.static(assetsDir, { immutable: true, maxAge: YEAR_SECONDS * 1000, fallthrough: false }),
  );
  // Files at the root (favicon, manifest, icons, the service worker); API and upload paths skip it,
  // sparing each a file lookup. The service worker is asked anew at every use, so that a new
  // version is found at the next visit (a cache between would hold it back for the hour).
  const rootFiles = express.static(distDir, {
    index: false,
    maxAge: 3600 * 1000,
    setHeaders: (res, path) => {
      if (basename(path) === SERVICE_WORKER) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => (isServerPath(req.path) ? next() : rootFiles(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    pageHead
      .headFor(req.originalUrl, {
        visitor: !hasSessionCookie(req),
        role: () => roleOf(req, res),
        language: requestLanguage(req),
        languageNamed: languageOf(req.query[LANGUAGE_PARAMETER]) !== undefined,
      })
      .then((head) => {
        res.setHeader('Cache-Control', TOKEN_PAGES.has(req.path) ? 'no-store' : 'no-cache');
        // A visitor's page holds a visitor's answers (embedded-answers.ts).
        res.vary('Cookie');
        // In the language the browser asks for, when no cookie or address names one.
        res.vary('Accept-Language');
        res
          .status(head.status ?? 200)
          .type('html')
          .send(injectHead(indexHtml, head));
      })
      .catch(next);
  });
}
