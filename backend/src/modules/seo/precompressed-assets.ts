import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';

/** The copies the frontend build writes beside each script, style and SVG (frontend/vite.config.ts), best first. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves an asset's precompressed copy (vendor-x.js.br, vendor-x.js.gz) to a client that accepts
 * it, with the asset's own type: brotli at its slowest setting once at build time makes smaller
 * files than compressing on the fly. Mounted before the static files of the same folder, which
 * then send the copy (the compression middleware leaves an encoded body alone).
 */
export function precompressedAssets(assetsDir: string) {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    const copies = COPIES.filter(({ suffix }) => files.has(name + suffix));
    if (copies.length === 0) return next();
    res.vary('Accept-Encoding');
    const copy = copies.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (copy) {
      res.type(extname(name));
      res.setHeader('Content-Encoding', copy.encoding);
      req.url = `/${name}${copy.suffix}`;
    }
    next();
  };
}
