import { Global, Module } from '@nestjs/common';
import { CollectionsModule } from '../collections/index.js';
import { CooksModule } from '../cooks/index.js';
import { CuisinesModule } from '../cuisines/index.js';
import { RecipesModule } from '../recipes/index.js';
import { PageHeadService } from './page-head.service.js';
import { SeoPages } from './seo-pages.js';
import { SitemapController } from './sitemap.controller.js';

/** Server-side page heads (titles, meta, JSON-LD), the sitemap and robots.txt. */
@Global()
@Module({
  imports: [RecipesModule, CuisinesModule, CooksModule, CollectionsModule],
  controllers: [SitemapController],
  providers: [PageHeadService, SeoPages],
  exports: [PageHeadService],
})
export class SeoModule {}
