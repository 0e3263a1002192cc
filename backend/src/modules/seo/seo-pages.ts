import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { BROWSE_FIRST_PAGE, COLLECTION_FIRST_PAGE, HOME_QUERIES, IMAGE_SIZES, pageRouteOf } from '@plantry/shared';
import { SOURCE_LANGUAGE, translator, type Translate } from '../../common/i18n/index.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CollectionsService } from '../collections/index.js';
import { CooksService } from '../cooks/index.js';
import { CuisinesService } from '../cuisines/index.js';
import { type RecipeCardDto, RecipesService } from '../recipes/index.js';
import { collectionJsonLd } from './collection-json-ld.js';
import { cookJsonLd } from './cook-json-ld.js';
import { apiUrl } from './embedded-answers.js';
import { accessHead, notFoundHead, routeTitle } from './page-access.js';
import { imagePreload, PageAssets } from './page-assets.js';
import { PageHeadService, type PageHead, type PageRequest } from './page-head.service.js';
import { pageHead } from './page-meta.js';
import { jsonLdScript, recipeJsonLd } from './recipe-json-ld.js';

/** The descriptions (their keys under head.descriptions) of the pages whose head is their route's title, description and address. */
const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/auth': 'auth',
  '/advanced-search': 'advancedSearch',
  '/pantry': 'pantry',
  '/contact': 'contact',
  '/privacy-policy': 'privacyPolicy',
  '/terms-of-service': 'termsOfService',
};

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
    const t = translator(request.language ?? SOURCE_LANGUAGE);
    const recipe = url.pathname.match(/^\/recipe\/(\d{1,10})\/?$/);
    if (recipe) return this.preloading(await this.recipeHead(t, Number(recipe[1]), request), '/recipe/:id');
    const cook = url.pathname.match(/^\/cook\/(\d{1,10})\/?$/);
    if (cook) return this.preloading(await this.cookHead(t, Number(cook[1]), request), '/cook/:id');
    const collection = url.pathname.match(/^\/collection\/(\d{1,10})\/?$/);
    if (collection) return this.preloading(await this.collectionHead(t, Number(collection[1]), request), '/collection/:id');
    if (url.pathname === '/') return this.preloading(await this.homeHead(t, request), '/');
    if (url.pathname === '/browse') return this.preloading(await this.browseHead(t, url, request), '/browse');
    const route = pageRouteOf(url.pathname);
    if (!route) return notFoundHead(t);
    // Not a recipe's number: no recipe has it.
    if (route.path === '/recipe/:id') return notFoundHead(t, 'recipe');
    if (route.path === '/cook/:id') return notFoundHead(t, 'cook');
    if (route.path === '/collection/:id') return notFoundHead(t, 'collection');
    if (route.path === '/cuisines') {
      const cuisines = pageHead({
        title: routeTitle(t, route)!,
        description: t('head.cuisinesDescription'),
        url: this.absolute('/cuisines'),
      });
      return this.preloading(cuisines, '/cuisines');
    }
    const description = PAGE_DESCRIPTIONS[route.path];
    const title = routeTitle(t, route);
    if (description && title)
      return this.preloading(
        pageHead({ title, description: t(`head.descriptions.${description}`), url: this.absolute(route.path) }),
        route.path,
      );
    return route.access === 'everyone' ? undefined : accessHead(t, route, request);
  }

  /**
   * The home page. A visitor's holds its four carousels' answers, from the recipe cache, and
   * preloads the first featured picture (the page's largest paint); a member's home differs.
   */
  private async homeHead(t: Translate, request: PageRequest): Promise<PageHead> {
    const head = pageHead({ title: t('head.homeTitle'), description: t('head.siteDescription'), url: this.absolute('/') });
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

  private async browseHead(t: Translate, url: URL, request: PageRequest): Promise<PageHead> {
    const search = url.searchParams.get('search')?.trim();
    const cuisine = url.searchParams.get('cuisine')?.trim();
    const heading = search ? t('head.searchResults', { search }) : cuisine ? t('head.cuisineRecipes', { cuisine }) : t('head.browse');
    const canonical = cuisine && !search ? `/browse?cuisine=${encodeURIComponent(cuisine)}` : '/browse';
    const head = pageHead({
      title: t('head.titled', { title: heading }),
      description: cuisine ? t('head.cuisineDescription', { cuisine }) : t('head.siteDescription'),
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
  private async recipeHead(t: Translate, id: number, request: PageRequest): Promise<PageHead> {
    try {
      const recipe = await this.recipes.get(id);
      const url = this.absolute(`/recipe/${recipe.id}`);
      const image = recipe.featuredImage ? this.absolute(recipe.featuredImage) : undefined;
      const head = pageHead({
        title: t('head.titled', { title: recipe.title }),
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
      return notFoundHead(t, 'recipe');
    }
  }

  /** A cook's profile: who they are for search engines (ProfilePage JSON-LD), and for a visitor the profile itself. */
  private async cookHead(t: Translate, id: number, request: PageRequest): Promise<PageHead> {
    try {
      const cook = await this.cooks.profile(id);
      const url = this.absolute(`/cook/${cook.id}`);
      const image = cook.profileImageUrl ? this.absolute(cook.profileImageUrl) : undefined;
      const head = pageHead({
        title: t('head.titled', { title: cook.name }),
        description: cook.bio || t('head.cookDescription', { name: cook.name, count: cook.counts.recipes }),
        url,
        image,
        type: 'profile',
        extra: [jsonLdScript(cookJsonLd(cook, url, image))],
      });
      return request.visitor ? { ...head, answers: [{ url: `/api/cooks/${cook.id}`, status: 200, body: cook }] } : head;
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      return notFoundHead(t, 'cook');
    }
  }

  /**
   * A public collection's page: its name and recipes for search engines (CollectionPage JSON-LD),
   * and for a visitor the collection and its first page. A private one is not found, as its API says
   * to anyone but its owner (the head is the same for everyone).
   */
  private async collectionHead(t: Translate, id: number, request: PageRequest): Promise<PageHead> {
    try {
      const [collection, recipes] = await Promise.all([
        this.collections.get(id),
        this.collections.recipePage(id, { ...COLLECTION_FIRST_PAGE }),
      ]);
      const url = this.absolute(`/collection/${collection.id}`);
      const image = collection.coverImage ? this.absolute(collection.coverImage) : undefined;
      const head = pageHead({
        title: t('head.titled', { title: collection.name }),
        description: collection.description || t('head.collectionDescription', { count: recipes.total, name: collection.owner.name }),
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
      return notFoundHead(t, 'collection');
    }
  }
}
