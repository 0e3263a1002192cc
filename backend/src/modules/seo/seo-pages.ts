import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { BROWSE_FIRST_PAGE, COLLECTION_FIRST_PAGE, HOME_QUERIES, HOME_TITLE, IMAGE_SIZES, pageRouteOf } from '@plantry/shared';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CollectionsService } from '../collections/index.js';
import { CooksService } from '../cooks/index.js';
import { CuisinesService } from '../cuisines/index.js';
import { type RecipeCardDto, RecipesService } from '../recipes/index.js';
import { collectionJsonLd } from './collection-json-ld.js';
import { cookJsonLd } from './cook-json-ld.js';
import { apiUrl } from './embedded-answers.js';
import { accessHead, notFoundHead } from './page-access.js';
import { imagePreload, PageAssets } from './page-assets.js';
import { PageHeadService, type PageHead, type PageRequest } from './page-head.service.js';
import { pageHead } from './page-meta.js';
import { jsonLdScript, recipeJsonLd } from './recipe-json-ld.js';

const SITE_DESCRIPTION =
  'Plantry is a community of home cooks sharing plant-based recipes: discover, cook, rate and save vegan dishes with step-by-step instructions.';

/** The descriptions of the pages whose head is their route's title, description and address. */
const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/auth': 'Sign in to Plantry or create an account to save favourites, review and share vegan recipes.',
  '/advanced-search': 'Find vegan recipes on Plantry by ingredient, title, cuisine, time and rating.',
  '/pantry': 'Type what is in your kitchen and find the vegan recipes it makes, those missing the fewest ingredients first.',
  '/contact': 'Questions, ideas or a problem to report? Write to the Plantry team: we would love to hear from you.',
  '/privacy-policy': 'How Plantry collects, uses and protects your personal information, and the choices you have.',
  '/terms-of-service': 'The terms for using Plantry, the vegan recipe community: your account, what you share, and the rules we all keep.',
};

const RECIPE_NOT_FOUND = 'Recipe Not Found | Plantry';
const COOK_NOT_FOUND = 'Cook Not Found | Plantry';
const COLLECTION_NOT_FOUND = 'Collection Not Found | Plantry';

/**
 * The frontend's module of the pages whose head names their code, by route (as Vite's manifest
 * names it, see page-assets.ts). /auth and /contact load their forms' code after the page
 * (docs/decisions/performance.md, "First page load").
 */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/VisitorHomePage.tsx',
  '/browse': 'src/features/browse/BrowsePage.tsx',
  '/cuisines': 'src/features/cuisines/CuisinesPage.tsx',
  '/recipe/:id': 'src/features/recipes/RecipePage.tsx',
  '/cook/:id': 'src/features/cooks/CookPage.tsx',
  '/collection/:id': 'src/features/collections/CollectionPage.tsx',
  '/auth': 'src/features/auth/AuthPage.tsx',
  '/contact': 'src/features/contact/ContactPage.tsx',
};

/** The head with a preload of this card's picture, the page's largest paint (as it is without one). */
function withCardPicture(head: PageHead, card: RecipeCardDto | undefined): PageHead {
  if (!card?.featuredImage) return head;
  return { ...head, tags: [...(head.tags ?? []), imagePreload(card.featuredImage, card.featuredImageVariants, IMAGE_SIZES.card)] };
}

/** The server-side heads of the pages search engines and link previews read. */
@Injectable()
export class SeoPages implements OnModuleInit {
  private readonly assets: PageAssets;

  constructor(
    private readonly heads: PageHeadService,
    private readonly recipes: RecipesService,
    private readonly cuisines: CuisinesService,
    private readonly cooks: CooksService,
    private readonly collections: CollectionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.assets = PageAssets.read(config.frontendDist);
  }

  onModuleInit(): void {
    this.heads.register((url, request) => this.headOf(url, request));
  }

  private absolute(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  /** The code of the page at this route, named in its head so that it downloads with the app's main script. */
  private preloading(head: PageHead, route: string): PageHead {
    const module = PAGE_MODULES[route];
    return module ? { ...head, tags: [...(head.tags ?? []), ...this.assets.preloadTags(module)] } : head;
  }

  /**
   * Every path's head: the pages search engines read, the other pages of the route table
   * (PAGE_ROUTES) with the status they have for whoever asks, and the 404 page for the rest.
   */
  private async headOf(url: URL, request: PageRequest): Promise<PageHead | undefined> {
    const recipe = url.pathname.match(/^\/recipe\/(\d{1,10})\/?$/);
    if (recipe) return this.preloading(await this.recipeHead(Number(recipe[1]), request), '/recipe/:id');
    const cook = url.pathname.match(/^\/cook\/(\d{1,10})\/?$/);
    if (cook) return this.preloading(await this.cookHead(Number(cook[1]), request), '/cook/:id');
    const collection = url.pathname.match(/^\/collection\/(\d{1,10})\/?$/);
    if (collection) return this.preloading(await this.collectionHead(Number(collection[1]), request), '/collection/:id');
    if (url.pathname === '/') return this.preloading(await this.homeHead(request), '/');
    if (url.pathname === '/browse') return this.preloading(await this.browseHead(url, request), '/browse');
    if (url.pathname === '/cuisines') {
      const cuisines = pageHead({
        title: 'Cuisines | Plantry',
        description: 'Explore vegan recipes from Mediterranean, Asian, Mexican, Indian, Italian, Middle Eastern and more cuisines.',
        url: this.absolute('/cuisines'),
      });
      return this.preloading(cuisines, '/cuisines');
    }
    const route = pageRouteOf(url.pathname);
    if (!route) return notFoundHead();
    // Not a recipe's number: no recipe has it.
    if (route.path === '/recipe/:id') return notFoundHead(RECIPE_NOT_FOUND);
    if (route.path === '/cook/:id') return notFoundHead(COOK_NOT_FOUND);
    if (route.path === '/collection/:id') return notFoundHead(COLLECTION_NOT_FOUND);
    const description = PAGE_DESCRIPTIONS[route.path];
    if (description && route.title)
      return this.preloading(pageHead({ title: route.title, description, url: this.absolute(route.path) }), route.path);
    return route.access === 'everyone' ? undefined : accessHead(route, request);
  }

  /**
   * The home page. A visitor's holds its four carousels' answers, from the recipe cache, and
   * preloads the first featured picture (the page's largest paint); a member's home differs.
   */
  private async homeHead(request: PageRequest): Promise<PageHead> {
    const head = pageHead({ title: HOME_TITLE, description: SITE_DESCRIPTION, url: this.absolute('/') });
    if (!request.visitor) return head;
    const { featuredRecipes, trendingRecipes, latestRecipes, popularCuisines } = HOME_QUERIES;
    const [featured, trending, latest, cuisines] = await Promise.all([
      this.recipes.list({ ...featuredRecipes }),
      this.recipes.list({ ...trendingRecipes }),
      this.recipes.list({ ...latestRecipes }),
      this.cuisines.popular(popularCuisines.limit),
    ]);
    return {
      ...withCardPicture(head, featured.items[0]),
      answers: [
        { url: apiUrl('/api/recipes', featuredRecipes), status: 200, body: featured },
        { url: apiUrl('/api/recipes', trendingRecipes), status: 200, body: trending },
        { url: apiUrl('/api/recipes', latestRecipes), status: 200, body: latest },
        { url: apiUrl('/api/cuisines/popular', popularCuisines), status: 200, body: cuisines },
      ],
    };
  }

  private async browseHead(url: URL, request: PageRequest): Promise<PageHead> {
    const search = url.searchParams.get('search')?.trim();
    const cuisine = url.searchParams.get('cuisine')?.trim();
    const heading = search ? `Search Results for ${search}` : cuisine ? `${cuisine} Recipes` : 'Browse Recipes';
    const canonical = cuisine && !search ? `/browse?cuisine=${encodeURIComponent(cuisine)}` : '/browse';
    const head = pageHead({
      title: `${heading} | Plantry`,
      description: cuisine ? `Vegan ${cuisine} recipes shared and rated by the Plantry community.` : SITE_DESCRIPTION,
      url: this.absolute(canonical),
    });
    return url.search ? head : this.withFirstPage(head, request);
  }

  /**
   * The unfiltered list's first page, from the recipe cache: its first card's picture (the page's
   * largest paint) is preloaded, and a visitor's page holds the page itself.
   */
  private async withFirstPage(head: PageHead, request: PageRequest): Promise<PageHead> {
    const page = await this.recipes.list({ ...BROWSE_FIRST_PAGE });
    return {
      ...withCardPicture(head, page.items[0]),
      answers: request.visitor ? [{ url: apiUrl('/api/recipes', BROWSE_FIRST_PAGE), status: 200, body: page }] : [],
    };
  }

  /** A recipe's page: its description for search engines, and for a visitor the recipe itself. */
  private async recipeHead(id: number, request: PageRequest): Promise<PageHead> {
    try {
      const recipe = await this.recipes.get(id);
      const url = this.absolute(`/recipe/${recipe.id}`);
      const image = recipe.featuredImage ? this.absolute(recipe.featuredImage) : undefined;
      const head = pageHead({
        title: `${recipe.title} | Plantry`,
        description: recipe.description,
        url,
        image,
        type: 'article',
        extra: [
          jsonLdScript(recipeJsonLd(recipe, url, image)),
          ...(recipe.featuredImage ? [imagePreload(recipe.featuredImage, recipe.featuredImageVariants, IMAGE_SIZES.recipe)] : []),
        ],
      });
      return request.visitor ? { ...head, answers: [{ url: `/api/recipes/${recipe.id}`, status: 200, body: recipe }] } : head;
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      return notFoundHead(RECIPE_NOT_FOUND);
    }
  }

  /** A cook's profile: who they are for search engines (ProfilePage JSON-LD), and for a visitor the profile itself. */
  private async cookHead(id: number, request: PageRequest): Promise<PageHead> {
    try {
      const cook = await this.cooks.profile(id);
      const url = this.absolute(`/cook/${cook.id}`);
      const image = cook.profileImageUrl ? this.absolute(cook.profileImageUrl) : undefined;
      const shared = cook.counts.recipes === 1 ? '1 vegan recipe' : `${cook.counts.recipes} vegan recipes`;
      const head = pageHead({
        title: `${cook.name} | Plantry`,
        description: cook.bio || `${cook.name} cooks plant-based food on Plantry and has shared ${shared}.`,
        url,
        image,
        type: 'profile',
        extra: [jsonLdScript(cookJsonLd(cook, url, image))],
      });
      return request.visitor ? { ...head, answers: [{ url: `/api/cooks/${cook.id}`, status: 200, body: cook }] } : head;
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      return notFoundHead(COOK_NOT_FOUND);
    }
  }

  /**
   * A public collection's page: its name and recipes for search engines (CollectionPage JSON-LD),
   * and for a visitor the collection and its first page. A private one is not found, as its API says
   * to anyone but its owner (the head is the same for everyone).
   */
  private async collectionHead(id: number, request: PageRequest): Promise<PageHead> {
    try {
      const [collection, recipes] = await Promise.all([
        this.collections.get(id),
        this.collections.recipePage(id, { ...COLLECTION_FIRST_PAGE }),
      ]);
      const url = this.absolute(`/collection/${collection.id}`);
      const image = collection.coverImage ? this.absolute(collection.coverImage) : undefined;
      const counted = recipes.total === 1 ? '1 vegan recipe' : `${recipes.total} vegan recipes`;
      const head = pageHead({
        title: `${collection.name} | Plantry`,
        description: collection.description || `${counted} collected by ${collection.owner.name} on Plantry.`,
        url,
        image,
        extra: [jsonLdScript(collectionJsonLd(collection, recipes.items, url, (path) => this.absolute(path)))],
      });
      const answers = [
        { url: `/api/collections/${collection.id}`, status: 200, body: collection },
        { url: apiUrl(`/api/collections/${collection.id}/recipes`, COLLECTION_FIRST_PAGE), status: 200, body: recipes },
      ];
      return request.visitor ? { ...withCardPicture(head, recipes.items[0]), answers } : withCardPicture(head, recipes.items[0]);
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      return notFoundHead(COLLECTION_NOT_FOUND);
    }
  }
}
