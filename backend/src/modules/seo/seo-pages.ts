import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RecipesService } from '../recipes/recipes.service.js';
import { PageHeadService, type PageHead } from './page-head.service.js';
import { pageHead } from './page-meta.js';
import { jsonLdScript, recipeJsonLd } from './recipe-json-ld.js';

const SITE_DESCRIPTION =
  'Plantry is a community of home cooks sharing plant-based recipes: discover, cook, rate and save vegan dishes with step-by-step instructions.';

/** The server-side heads of the pages search engines and link previews read. */
@Injectable()
export class SeoPages implements OnModuleInit {
  constructor(
    private readonly heads: PageHeadService,
    private readonly recipes: RecipesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.heads.register((url) => this.headOf(url));
  }

  private absolute(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  private headOf(url: URL): Promise<PageHead | undefined> | PageHead | undefined {
    const recipe = url.pathname.match(/^\/recipe\/(\d{1,10})$/);
    if (recipe) return this.recipeHead(Number(recipe[1]));
    if (url.pathname === '/') {
      return pageHead({ title: 'Plantry — Discover Amazing Vegan Recipes', description: SITE_DESCRIPTION, url: this.absolute('/') });
    }
    if (url.pathname === '/browse') return this.browseHead(url);
    if (url.pathname === '/cuisines') {
      return pageHead({
        title: 'Cuisines | Plantry',
        description: 'Explore vegan recipes from Mediterranean, Asian, Mexican, Indian, Italian, Middle Eastern and more cuisines.',
        url: this.absolute('/cuisines'),
      });
    }
    return undefined;
  }

  private browseHead(url: URL): PageHead {
    const search = url.searchParams.get('search')?.trim();
    const cuisine = url.searchParams.get('cuisine')?.trim();
    const heading = search ? `Search Results for ${search}` : cuisine ? `${cuisine} Recipes` : 'Browse Recipes';
    const canonical = cuisine && !search ? `/browse?cuisine=${encodeURIComponent(cuisine)}` : '/browse';
    return pageHead({
      title: `${heading} | Plantry`,
      description: cuisine ? `Vegan ${cuisine} recipes shared and rated by the Plantry community.` : SITE_DESCRIPTION,
      url: this.absolute(canonical),
    });
  }

  private async recipeHead(id: number): Promise<PageHead> {
    try {
      const recipe = await this.recipes.get(id);
      const url = this.absolute(`/recipe/${recipe.id}`);
      const image = recipe.featuredImage ? this.absolute(recipe.featuredImage) : undefined;
      return pageHead({
        title: `${recipe.title} | Plantry`,
        description: recipe.description,
        url,
        image,
        type: 'article',
        extra: [jsonLdScript(recipeJsonLd(recipe, url, image))],
      });
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      return { title: 'Recipe Not Found | Plantry', tags: ['<meta name="robots" content="noindex">'], status: 404 };
    }
  }
}
