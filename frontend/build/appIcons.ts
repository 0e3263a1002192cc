import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The app's icons in the web app manifest: where the build writes them and what each is. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The maskable icon: the favicon's leaf on a full square of its green, scaled to three quarters
 * about the centre, so that it stays inside the circle of 80% that every launcher's mask keeps.
 */
function maskableSvg(favicon: string): string {
  const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
  const leaf = /<path[^>]*\/>/.exec(favicon)?.[0];
  if (!background || !leaf) throw new Error('public/favicon.svg no longer has the rect and path the maskable icon is drawn from');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(8 8) scale(0.75)">${leaf}</g></svg>`;
}

/**
 * Renders the PNG icons of the web app manifest from public/favicon.svg at build time (sharp), so
 * that they always match the logo and no generated image is committed.
 */
export function appIcons(faviconFile: string): Plugin {
  return {
    name: 'plantry:app-icons',
    apply: 'build',
    async generateBundle() {
      const favicon = readFileSync(faviconFile, 'utf8');
      for (const { src, sizes, purpose } of APP_ICONS) {
        const size = Number(sizes.split('x')[0]);
        const svg = purpose === 'maskable' ? maskableSvg(favicon) : favicon;
        // Drawn at the icon's size (density), not drawn small and enlarged.
        const source = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: src.slice(1), source });
      }
    },
  };
}
