import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageVariantsDto } from '../images/index.js';
import { escapeHtml } from '../../common/html.js';

/** One file of Vite's build manifest (frontend/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks it imports statically. */
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The files a page of the built frontend needs besides those index.html loads: its own chunk, the
 * chunks that chunk imports and their stylesheets, as preload tags for the page's head. The app
 * would ask for them only once its main script has run; named in the head, they download alongside
 * it. Pages are named by their module as the manifest keys it (e.g.
 * 'src/features/browse/BrowsePage.tsx'); an unknown module or a build without a manifest gives no
 * tags (the page loads as before).
 */
export class PageAssets {
  private readonly tags = new Map<string, string[]>();

  constructor(private readonly manifest: Manifest) {}

  /** Reads the manifest of the frontend built in `distDir`; none when it is not there. */
  static read(distDir: string): PageAssets {
    const file = join(distDir, '.vite/manifest.json');
    return new PageAssets(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {});
  }

  preloadTags(module: string): string[] {
    let tags = this.tags.get(module);
    if (!tags) {
      tags = this.build(module);
      this.tags.set(module, tags);
    }
    return tags;
  }

  private build(module: string): string[] {
    if (!this.manifest[module]) return [];
    const loaded = new Set<string>();
    for (const [key, chunk] of Object.entries(this.manifest)) if (chunk.isEntry) this.collect(key, loaded);
    const needed = new Set<string>();
    this.collect(module, needed, loaded);
    const chunks = [...needed].map((key) => this.manifest[key]);
    const href = (file: string) => escapeHtml(`/${file}`);
    return [
      ...chunks.map(({ file }) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
      // crossorigin as the app's own stylesheet links have it, so that they take the preloaded file.
      ...[...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(
        (file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`,
      ),
    ];
  }

  /** `key` and the chunks it imports, transitively, into `into`, except those in `skip`. */
  private collect(key: string, into: Set<string>, skip = new Set<string>()): void {
    if (into.has(key) || skip.has(key) || !this.manifest[key]) return;
    into.add(key);
    for (const imported of this.manifest[key].imports ?? []) this.collect(imported, into, skip);
  }
}

/**
 * A preload of the picture that will be the page's largest paint, so that it downloads with the
 * page's scripts instead of once the page has rendered: the copy the browser picks from the same
 * srcset and sizes as the page's <img>, or the full image when there are no copies yet.
 */
export function imagePreload(src: string, variants: ImageVariantsDto | null, sizes: string): string {
  const srcset = variants?.variants.map(({ url, width }) => `${url} ${width}w`).join(', ');
  const candidates = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${candidates} fetchpriority="high">`;
}
