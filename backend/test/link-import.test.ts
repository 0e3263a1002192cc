import { MikroORM } from '@mikro-orm/mariadb';
import { FIXTURE_FOLDER, readSamples, servePages, type SamplePage, type ServedPages } from '../../bench/link-import/recipe-pages.mjs';
import { translateApiMessage } from '../src/common/i18n/index.js';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import type { RecipeLinkDto } from '../src/modules/link-import/dto/recipe-link.dto.js';
import { LINK_MESSAGES } from '../src/modules/link-import/link-messages.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { startStack, type Agent, type Stack } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { pngImage } from './support/image-fixtures.js';
import { poll } from './support/processes.js';

type LinkState = RecipeLinkDto;

/** Starts a link import and waits for its end. */
async function importLink(agent: Agent, url: string, timeoutMs = 30_000): Promise<LinkState> {
  const started = await agent.post('/api/recipe-links').send({ url }).expect(202);
  return poll(
    `the link import of ${url}`,
    async () => {
      const { body } = await agent.get(`/api/recipe-links/${started.body.id as string}`).expect(200);
      return (body as LinkState).state === 'reading' ? undefined : (body as LinkState);
    },
    timeoutMs,
  );
}

/** Runs `work` over the items, `lanes` at a time. */
async function inLanes<T, R>(items: readonly T[], lanes: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

describe('import from a link, with a real worker and pages of real recipe sites', () => {
  let stack: Stack;
  let orm: MikroORM;
  let cook: User;
  let agent: Agent;
  let pages: ServedPages;
  const vegan: SamplePage[] = readSamples('recipe_jsonld_vegan.jsonl', FIXTURE_FOLDER);

  beforeAll(async () => {
    // 127.0.0.2 plays the public recipe sites: the worker's SAFE_FETCH_ALLOW lets it through, and nothing else.
    stack = await startStack({ SAFE_FETCH_ALLOW: '127.0.0.2' });
    orm = await MikroORM.init(ormOptions(stack.config));
    pages = await servePages({ samples: vegan, picture: await pngImage(640, 480) });
    cook = await createMember(orm.em.fork(), 'home_cook');
    agent = await signInAs(stack.agent(), cook);
  }, 60_000);
  afterAll(async () => {
    await pages.close();
    await stack.close();
    await orm.close();
  });

  it('reads the vegan sample pages into drafts, most of them fully (title, ingredients, steps, picture)', async () => {
    const results = await inLanes(vegan, 6, (_page, i) => importLink(agent, `${pages.origin}/recipes/${i}`, 60_000));
    const full = results.filter(
      ({ recipe }) => recipe && recipe.title && recipe.ingredients.length && recipe.instructions.length && recipe.picture,
    );
    const missed = results.flatMap((result, i) => (result.state === 'done' ? [] : [`${vegan[i].host}: ${result.message}`]));
    // The reader's benchmark reads 70 of the 72 fully (docs/benchmarks.md): the worker loses none of them.
    if (full.length < 70) throw new Error(`Only ${full.length} of ${vegan.length} pages read fully; not read: ${missed.join('; ')}`);
    expect(missed.every((line) => line.endsWith(LINK_MESSAGES.noRecipe))).toBe(true);
  }, 240_000);

  it('gives the editor the page as written: title, lines, times, servings, the Full Recipe link and a stored picture', async () => {
    const index = vegan.findIndex((page) => page.host === '101cookbooks.com');
    const url = `${pages.origin}/recipes/${index}`;
    const { state, recipe } = await importLink(agent, url);
    expect(state).toBe('done');
    const block = JSON.parse(vegan[index].jsonld_raw[0]) as { name: string; recipeIngredient: string[] };
    expect(recipe).toMatchObject({ title: block.name, linkToFullRecipe: url, pictureProblem: null });
    expect(recipe!.ingredients).toHaveLength(block.recipeIngredient.length);
    expect(recipe!.instructions.length).toBeGreaterThan(0);
    expect(recipe!.servings).toEqual(expect.any(Number));
    expect(recipe!.picture).toMatch(/^\/uploads\/link-imports\/.+\/full\.webp$/);
    const picture = await stack.agent().get(recipe!.picture!).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it.each([
    [
      '/refused',
      /^The site refused to share that page with Plantry \(it answered 403\)\. Some sites block imports: copy the recipe in by hand\.$/,
    ],
    ['/missing', /^The site has no page at that address \(it answered 404\)\. Check the address\.$/],
    ['/no-recipe', new RegExp(`^${LINK_MESSAGES.noRecipe.replace(/[.()]/g, '\\$&')}$`)],
    ['/image.png', /^That address is not a web page \(it is image\/png\)\.$/],
  ])('explains a page that gives no draft: %s', async (path, message) => {
    const result = await importLink(agent, `${pages.origin}${path}`);
    expect(result).toMatchObject({ state: 'failed', recipe: null });
    expect(result.message).toMatch(message);
    // In the language of the page asking: every reason is in the catalog, its values kept.
    const german = await agent.get(`/api/recipe-links/${result.id}`).set('Accept-Language', 'de').expect(200);
    expect(german.body.message).toBe(translateApiMessage(result.message!, 'de'));
    expect(german.body.message).not.toBe(result.message);
  });

  it('gives up on a site that does not answer within 15 seconds, and says so', async () => {
    const result = await importLink(agent, `${pages.origin}/slow`, 40_000);
    expect(result).toMatchObject({
      state: 'failed',
      message: 'The site did not answer within 15 seconds. Try again later, or copy the recipe in by hand.',
    });
  }, 60_000);

  it('keeps a draft for the member who asked for it only', async () => {
    const started = await agent
      .post('/api/recipe-links')
      .send({ url: `${pages.origin}/recipes/0` })
      .expect(202);
    const other = await signInAs(stack.agent(), await createMember(orm.em.fork(), 'home_cook'));
    const answer = await other.get(`/api/recipe-links/${started.body.id as string}`).expect(404);
    expect(answer.body.message).toBe(LINK_MESSAGES.notFound);
  });
});
