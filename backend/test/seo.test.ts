import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { seedCuisines } from '../src/seed/seed-cuisines.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import type { Recipe } from '../src/modules/recipes/entities/recipe.entity.js';
import { RecipeCache } from '../src/modules/recipes/recipe-cache.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const HOSTILE = '</title><script>alert(1)</script>';
/** A query string that would break a head written with it: quotes, markup and a replacement pattern. */
const HOSTILE_QUERY = `?q=${encodeURIComponent(`"'><script>alert(2)</script>$&$'`)}&search=${encodeURIComponent('$& "<b>')}`;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pages for search engines and link previews', () => {
  const dist = mkdtempSync(join(tmpdir(), 'plantry-dist-'));
  const config = testConfig({ FRONTEND_DIST: dist });
  let orm: MikroORM;
  let app: NestExpressApplication;
  let hostile: Recipe;
  let pending: Recipe;
  const members = {} as Record<'registered' | 'admin', User>;
  const get = (url: string) => request(app.getHttpServer()).get(url);
  const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]);

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<html><head><title>Plantry</title></head><body><div id="root"></div></body></html>');
    orm = await MikroORM.init(ormOptions(config));
    const em = orm.em.fork();
    await seedCuisines(em);
    const author = await createMember(em, 'home_cook', { firstName: 'Noor', lastName: '<b>Haddad</b>' });
    const cuisine = await em.findOneOrFail(Cuisine, { name: 'Middle Eastern' });
    hostile = await createRecipe(em, {
      title: HOSTILE,
      description: `"Quoted" & <em>bold</em> ${HOSTILE}`,
      author,
      cuisine,
      ingredients: ['200 g chickpeas', `${HOSTILE} salt`],
      tags: ['quick', 'dinner'],
      reviewCount: 4,
      avgRating: 4.5,
    });
    hostile.prepMinutes = 15;
    hostile.cookMinutes = 75;
    hostile.servings = 4;
    hostile.featuredImage = '/uploads/recipes/x.webp';
    await em.flush();
    pending = await createRecipe(em, { title: 'Pending Stew', author, isApproved: false });
    members.registered = await createMember(em, 'registered');
    members.admin = await createMember(em, 'admin');
    app = await createTestApp(config);
  });
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('writes a recipe page head with every user value escaped', async () => {
    const res = await get(`/recipe/${hostile.id}`).expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Plantry</title>');
    const url = `${config.publicUrl}/recipe/${hostile.id}`;
    expect(head).toContain(`<link rel="canonical" href="${url}">`);
    expect(head).toContain(`<meta property="og:url" content="${url}">`);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain(`<meta property="og:image" content="${config.publicUrl}/uploads/recipes/x.webp">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="description" content="&quot;Quoted&quot; &amp; &lt;em&gt;bold&lt;/em&gt;');
  });

  it('preloads the first card picture of the unfiltered browse page, and of no filtered one', async () => {
    await app.get(RecipeCache).changed(); // the fixtures were written around the application
    const browse = await get('/browse').expect(200);
    expect(browse.text).toContain('<link rel="preload" as="image" href="/uploads/recipes/x.webp" fetchpriority="high">');
    const filtered = await get('/browse?search=stew').expect(200);
    expect(filtered.text).not.toContain('rel="preload" as="image"');
  });

  it("writes who is signed in and the unfiltered first page into a visitor's /browse, as the API answers them", async () => {
    await app.get(RecipeCache).changed();
    const page = await get('/browse').expect(200);
    expect(page.headers.vary).toMatch(/Cookie/);
    const answers = JSON.parse(page.text.match(/<script type="application\/json" id="api-answers">(.*?)<\/script>/s)![1]);
    const firstPage = '/api/recipes?isApproved=true&sortBy=newest&limit=24&offset=0';
    expect(answers).toEqual([
      { url: '/api/auth/user', status: 401, body: (await get('/api/auth/user').expect(401)).body },
      { url: firstPage, status: 200, body: (await get(firstPage).expect(200)).body },
    ]);
    expect(answers[1].body.items[0].title).toBe(HOSTILE);
    // Recipe text cannot end the script element: it holds no '<' at all.
    expect(page.text).not.toContain(HOSTILE);
    // With a session cookie, the app asks the API itself (the answers would be a member's).
    const withCookie = await get('/browse').set('Cookie', 'theme=dark; sid=s%3Aexpired').expect(200);
    expect(withCookie.text).not.toContain('api-answers');
    expect(withCookie.text).toContain('<link rel="preload" as="image" href="/uploads/recipes/x.webp" fetchpriority="high">');
  });

  it("writes who is signed in and the four carousels into a visitor's home, as the API answers them", async () => {
    await app.get(RecipeCache).changed();
    const page = await get('/').expect(200);
    expect(page.headers.vary).toMatch(/Cookie/);
    const answers = JSON.parse(page.text.match(/<script type="application\/json" id="api-answers">(.*?)<\/script>/s)![1]);
    const featured = '/api/recipes?isApproved=true&sortBy=featured&limit=10&offset=0';
    const trending = '/api/recipes?isApproved=true&sortBy=trending&limit=10&offset=0';
    const latest = '/api/recipes?isApproved=true&sortBy=newest&limit=10&offset=0';
    const cuisines = '/api/cuisines/popular?limit=12';
    expect(answers).toEqual([
      { url: '/api/auth/user', status: 401, body: (await get('/api/auth/user').expect(401)).body },
      { url: featured, status: 200, body: (await get(featured).expect(200)).body },
      { url: trending, status: 200, body: (await get(trending).expect(200)).body },
      { url: latest, status: 200, body: (await get(latest).expect(200)).body },
      { url: cuisines, status: 200, body: (await get(cuisines).expect(200)).body },
    ]);
    expect(page.text).not.toContain(HOSTILE);
    // The first featured card's picture is the page's largest paint (other suites' recipes may lead).
    const [first] = answers[1].body.items;
    const preload = first.featuredImage ? [`<link rel="preload" as="image" href="${first.featuredImage}"`] : [];
    expect(page.text.match(/<link rel="preload" as="image" href="[^"]*"/g) ?? []).toEqual(preload);
    // A member's home is another page: the app asks the API itself.
    const withCookie = await get('/').set('Cookie', 'sid=s%3Aexpired').expect(200);
    expect(withCookie.text).not.toContain('api-answers');
    expect(withCookie.text).not.toContain('rel="preload" as="image"');
  });

  it("writes the recipe into a visitor's recipe page, as the API answers it", async () => {
    const page = (await get(`/recipe/${hostile.id}`).expect(200)).text;
    const answers = JSON.parse(page.match(/id="api-answers">(.*?)<\/script>/s)![1]);
    const api = await get(`/api/recipes/${hostile.id}`).expect(200);
    expect(answers[1]).toEqual({ url: `/api/recipes/${hostile.id}`, status: 200, body: api.body });
    const withCookie = await get(`/recipe/${hostile.id}`).set('Cookie', 'sid=s%3Aexpired').expect(200);
    expect(withCookie.text).not.toContain('api-answers');
  });

  it('writes only who is signed in into a filtered list, another page or a missing recipe', async () => {
    for (const path of ['/browse?search=stew', '/privacy-policy', `/recipe/${pending.id}`]) {
      const answers = JSON.parse((await get(path)).text.match(/id="api-answers">(.*?)<\/script>/s)![1]);
      expect(answers.map((answer: { url: string }) => answer.url)).toEqual(['/api/auth/user']);
    }
  });

  it('describes the recipe with schema.org JSON-LD', async () => {
    const res = await get(`/recipe/${hostile.id}`).expect(200);
    expect(res.text).toContain('\\u003c/script\\u003e');
    const data = jsonLd(res.text);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: HOSTILE,
      image: [`${config.publicUrl}/uploads/recipes/x.webp`],
      author: { '@type': 'Person', name: 'Noor <b>Haddad</b>' },
      recipeIngredient: ['200 g chickpeas', `${HOSTILE} salt`],
      recipeInstructions: [{ '@type': 'HowToStep', position: 1, text: 'Cook it.' }],
      recipeCuisine: 'Middle Eastern',
      keywords: 'quick, dinner',
      prepTime: 'PT15M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H30M',
      recipeYield: '4 servings',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 4 },
      // Chickpeas and salt: gluten-free too.
      suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet'],
    });
    expect(Date.parse(data.datePublished)).not.toBeNaN();
  });

  it('answers a missing or unapproved recipe page with 404 and noindex', async () => {
    for (const id of [pending.id, 4000000000]) {
      const res = await get(`/recipe/${id}`).expect(404);
      expect(res.text).toContain('<title>Recipe Not Found | Plantry</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it.each([
    ['/', 'Plantry — Discover Amazing Vegan Recipes', '/'],
    ['/browse', 'Browse Recipes | Plantry', '/browse'],
    ['/browse?cuisine=Thai', 'Thai Recipes | Plantry', '/browse?cuisine=Thai'],
    ['/browse?search=%3Cb%3Etofu', 'Search Results for &lt;b&gt;tofu | Plantry', '/browse'],
    ['/cuisines', 'Cuisines | Plantry', '/cuisines'],
    ['/pantry', 'What Can I Cook? | Plantry', '/pantry'],
    ['/advanced-search', 'Advanced Search | Plantry', '/advanced-search'],
    ['/contact', 'Get in Touch | Plantry', '/contact'],
    ['/privacy-policy', 'Plantry Privacy Policy', '/privacy-policy'],
    ['/terms-of-service', 'Plantry Terms of Service', '/terms-of-service'],
    ['/auth', 'Sign In | Plantry', '/auth'],
  ])('gives %s its own title, description and canonical link', async (path, title, canonical) => {
    const res = await get(path).expect(200);
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(res.text).toContain(`<link rel="canonical" href="${config.publicUrl}${canonical}">`);
    expect(res.text).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(res.text).toContain('<meta property="og:title"');
  });

  it.each(['/advanced-search', '/contact', '/privacy-policy', '/terms-of-service', '/auth', '/cuisines', '/pantry', '/no-such-page'])(
    'keeps the head of %s whole whatever its query string',
    async (path) => {
      const plain = head((await get(path)).text);
      const res = await get(`${path}${HOSTILE_QUERY}`);
      expect(head(res.text)).toBe(plain);
      expect(res.text).not.toContain('alert(2)');
    },
  );

  it('escapes a hostile search in the /browse head, and keeps its canonical', async () => {
    const page = head((await get(`/browse${HOSTILE_QUERY}`).expect(200)).text);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Search Results for $&amp; &quot;&lt;b&gt; | Plantry</title>');
    expect(page).toContain(`<link rel="canonical" href="${config.publicUrl}/browse">`);
    expect(page).not.toContain('alert(2)');
  });

  it.each([
    ['/no-such-page', 'Page Not Found | Plantry'],
    ['/recipes/12', 'Page Not Found | Plantry'],
    ['/browse/thai', 'Page Not Found | Plantry'],
    ['/admin-tools', 'Page Not Found | Plantry'],
    ['/recipe/chickpea-curry', 'Recipe Not Found | Plantry'],
    ['/recipe/12345678901', 'Recipe Not Found | Plantry'],
  ])('answers %s with 404 and the app page, never indexed', async (path, title) => {
    const res = await get(path).expect(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<div id="root">');
    const page = head(res.text);
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).not.toContain('rel="canonical"');
  });

  it('answers paths as the router matches them: any case, a final slash', async () => {
    expect((await get('/Contact/').expect(200)).text).toContain('<title>Get in Touch | Plantry</title>');
    await get(`/recipe/${hostile.id}/`).expect(200);
  });

  /** The status and title of a page for an agent (a visitor without cookie, or a member). */
  const answer = async (path: string, agent = request(app.getHttpServer()), cookie?: string) => {
    const req = agent.get(path).set('Accept', 'text/html');
    const res = await (cookie ? req.set('Cookie', cookie) : req);
    expect(res.text).toContain('<div id="root">');
    // None of these pages is for search engines.
    expect(head(res.text)).toContain('<meta name="robots" content="noindex">');
    return [res.status, head(res.text).match(/<title>(.*)<\/title>/)![1]];
  };

  it.each([
    ['/profile', 404, 'Page Not Found | Plantry'],
    ['/admin', 404, 'Page Not Found | Plantry'],
    ['/admin/users', 404, 'Page Not Found | Plantry'],
    ['/favorites', 401, 'My Favorites | Plantry'],
    ['/my-recipes', 401, 'My Recipes | Plantry'],
    ['/create', 401, 'Share Your Recipe | Plantry'],
    ['/edit-recipe/12', 401, 'Edit Recipe | Plantry'],
  ])("answers a visitor's %s as SPEC.md section 2 says (%s)", async (path, status, title) => {
    expect(await answer(path)).toEqual([status, title]);
    // A session that has ended is nobody's.
    expect(await answer(`${path}${HOSTILE_QUERY}`, undefined, 'sid=s%3Aexpired')).toEqual([status, title]);
  });

  it.each([
    ['registered', '/profile', 200, 'Profile | Plantry'],
    ['registered', '/favorites', 200, 'My Favorites | Plantry'],
    ['registered', '/edit-recipe/12', 200, 'Edit Recipe | Plantry'],
    ['registered', '/admin', 403, 'Admin Dashboard | Plantry'],
    ['registered', '/admin/queues', 403, 'Plantry'],
    ['admin', '/admin', 200, 'Admin Dashboard | Plantry'],
    ['admin', '/admin/no-such-tab', 404, 'Page Not Found | Plantry'],
  ] as const)("answers a signed-in %s member's %s with %s", async (who, path, status, title) => {
    const agent = await signInAs(request.agent(app.getHttpServer()), members[who]);
    expect(await answer(path, agent)).toEqual([status, title]);
  });

  it('lists approved recipes in the sitemap, and robots.txt points to it', async () => {
    const sitemap = await get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    expect(sitemap.text).toContain(`<loc>${config.publicUrl}/recipe/${hostile.id}</loc>`);
    expect(sitemap.text).not.toContain(`/recipe/${pending.id}<`);
    expect(sitemap.text).toContain(`<loc>${config.publicUrl}/browse</loc>`);
    expect(sitemap.text).toContain(`<loc>${config.publicUrl}/pantry</loc>`);
    const robots = await get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${config.publicUrl}/sitemap.xml`);
  });
});
