import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { UPLOADS_URL_PREFIX } from './local-disk-storage.js';

/** Uploaded files never change under their generated names: cache them for a year, never sniff. */
export function serveUploads(app: NestExpressApplication, uploadDir: string): void {
  app.use(
    UPLOADS_URL_PREFIX,
    express.static(uploadDir, {
      immutable: true,
      maxAge: 365 * 24 * 3600 * 1000,
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
}
