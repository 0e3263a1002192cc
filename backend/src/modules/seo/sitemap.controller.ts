import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CollectionsService } from '../collections/index.js';
import { CooksService } from '../cooks/index.js';
import { RecipesService } from '../recipes/index.js';
import { escapeHtml } from '../../common/html.js';

const STATIC_PAGES = ['/', '/browse', '/cuisines', '/pantry', '/contact', '/privacy-policy', '/terms-of-service'];

/** /sitemap.xml and /robots.txt for search engines (outside the /api prefix). */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(
    private readonly recipes: RecipesService,
    private readonly cooks: CooksService,
    private readonly collections: CollectionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${escapeHtml(`${this.config.publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const [recipes, cooks, collections] = await Promise.all([this.recipes.sitemap(), this.cooks.sitemap(), this.collections.sitemap()]);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PAGES.map((path) => url(path)),
      ...recipes.map((r) => url(`/recipe/${r.id}`, r.updatedAt)),
      ...cooks.map((cook) => url(`/cook/${cook.id}`, cook.updatedAt)),
      ...collections.map((collection) => url(`/collection/${collection.id}`, collection.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  robots(): string {
    return ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin', `Sitemap: ${this.config.publicUrl}/sitemap.xml`, ''].join('\n');
  }
}
