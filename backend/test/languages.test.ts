import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { seedCuisines } from '../src/seed/seed-cuisines.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('pages in the visitor’s language (docs/decisions/languages.md)', () => {
  const dist = mkdtempSync(join(tmpdir(), 'plantry-dist-'));
  const config = testConfig({ FRONTEND_DIST: dist });
  let orm: MikroORM;
  let app: NestExpressApplication;
  let recipeId: number;
  let member: request.Agent;
  const get = (url: string) => request(app.getHttpServer()).get(url);

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Plantry</title></head><body></body></html>');
    orm = await MikroORM.init(ormOptions(config));
    const em = orm.em.fork();
    await seedCuisines(em);
    const author = await createMember(em, 'home_cook', { firstName: 'Noor', lastName: 'Haddad' });
    recipeId = (await createRecipe(em, { title: 'Smoky Lentil Stew', author })).id;
    app = await createTestApp(config);
    member = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'registered'));
  });
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('answers in English, with lang="en", when nothing asks for another language', async () => {
    const res = await get('/').expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(title(res.text)).toBe('Plantry — Discover Amazing Vegan Recipes');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it.each([
    ['es-MX,es;q=0.9,en;q=0.5', 'es', 'Plantry — Descubre recetas veganas increíbles'],
    ['de-DE,de;q=0.9', 'de', 'Plantry — Entdecke großartige vegane Rezepte'],
    ['fr-FR,fr;q=0.9', 'en', 'Plantry — Discover Amazing Vegan Recipes'],
  ])('follows the browser’s languages (%s)', async (accepted, language, expected) => {
    const res = await get('/').set('Accept-Language', accepted).expect(200);
    expect(res.text).toContain(`<html lang="${language}">`);
    expect(title(res.text)).toBe(expected);
  });

  it('prefers the remembered choice (its cookie) to the browser, and the address to both', async () => {
    const chosen = await get('/cuisines').set('Accept-Language', 'es').set('Cookie', 'plantry_lang=de').expect(200);
    expect(title(chosen.text)).toBe('Küchen | Plantry');
    const named = await get('/cuisines?lang=es').set('Cookie', 'plantry_lang=de').expect(200);
    expect(title(named.text)).toBe('Cocinas | Plantry');
    expect(named.text).toContain('<html lang="es">');
  });

  it('links each page to itself in every language, with the canonical address as asked', async () => {
    const base = `${config.publicUrl}/recipe/${recipeId}`;
    const plain = head((await get(`/recipe/${recipeId}`).set('Accept-Language', 'de').expect(200)).text);
    expect(plain).toContain(`<link rel="canonical" href="${base}">`);
    for (const language of ['en', 'es', 'de']) {
      expect(plain).toContain(`<link rel="alternate" hreflang="${language}" href="${base}?lang=${language}">`);
    }
    expect(plain).toContain(`<link rel="alternate" hreflang="x-default" href="${base}">`);
    expect(plain).toContain('<meta property="og:locale" content="de_DE">');
    // The recipe stays in its own language; only the frame of the title is translated.
    expect(title(plain)).toBe('Smoky Lentil Stew | Plantry');

    const named = head((await get(`/recipe/${recipeId}?lang=es`).expect(200)).text);
    expect(named).toContain(`<link rel="canonical" href="${base}?lang=es">`);
    expect(named.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it('keeps a list’s own query in its language links', async () => {
    const page = head((await get('/browse?cuisine=Thai&lang=de').expect(200)).text);
    expect(title(page)).toBe('Rezepte der Küche: Thai | Plantry');
    expect(page).toContain(`<link rel="alternate" hreflang="es" href="${config.publicUrl}/browse?cuisine=Thai&amp;lang=es">`);
    expect(page).toContain(`<link rel="canonical" href="${config.publicUrl}/browse?cuisine=Thai&amp;lang=de">`);
  });

  it('writes hostile text into a translated head as text: no markup, no placeholders, no replacement patterns', async () => {
    const hostile = `</title><script>x</script> "q" '{{search}}' $t(head.homeTitle) $& $\` \u0007`;
    const res = await get(`/browse?search=${encodeURIComponent(hostile)}&lang=es`).expect(200);
    const page = head(res.text);
    expect(page).not.toContain('<script>x</script>');
    expect(title(page)).toBe(
      'Resultados de búsqueda de &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; &quot;q&quot; &#39;{{search}}&#39; $t(head.homeTitle) $&amp; $` \u0007 | Plantry',
    );
  });

  it('answers a missing page, and a member’s page, in the language asked', async () => {
    const missing = await get('/no-such-page?lang=de').expect(404);
    expect(title(missing.text)).toBe('Seite nicht gefunden | Plantry');
    expect(head(missing.text)).toContain('Diese Seite wurde auf Plantry nicht gefunden.');
    expect(head(missing.text)).not.toContain('rel="canonical"');
    const edit = await member.get('/edit-recipe/12?lang=es').expect(200);
    expect(title(edit.text)).toBe('Editar receta | Plantry');
  });

  it('ignores a language the site does not have', async () => {
    const res = await get('/cuisines?lang=xx').set('Accept-Language', 'de').expect(200);
    expect(title(res.text)).toBe('Küchen | Plantry');
  });
});
