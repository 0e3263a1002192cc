import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { createWorld, unique, type Caller, type World } from './support/world.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Stored and reflected injection into the pages the server writes (finding 1 of the outside
 * review): user text in a title, description, ingredient, tag, name, cuisine or search holds the
 * replacement patterns of String.prototype.replace (`` $` `` copies everything before the match,
 * `$'` everything after it, `$&` the match itself). Every page must stay one document with one
 * head, and show the text literally: in the title, the meta tags, the JSON-LD and the embedded
 * API answers.
 */
const PATTERNS = "$` $' $& $1 $$ $<x>";
/** A copied `<meta content="` plus a refresh: what redirected every visitor of a recipe page. */
const REDIRECT = '" http-equiv="refresh" content="0;url=https://evil.example/';
const hostile = (label: string) => `${unique(label)} ${PATTERNS} ${REDIRECT} </script></head>`;

const elements = (node: Node): Element[] => {
  const children = 'childNodes' in node ? node.childNodes : [];
  const own = 'tagName' in node ? [node as Element] : [];
  return [...own, ...children.flatMap(elements), ...('content' in node && node.content ? elements(node.content) : [])];
};
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (el: Element) => el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');

/** The page as a browser builds it: checks it is one document and answers its parts. */
function readPage(html: string) {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(html.match(/<body>/g)).toHaveLength(1);
  const all = elements(parse(html));
  const head = all.find((el) => el.tagName === 'head')!;
  const body = all.find((el) => el.tagName === 'body')!;
  const inHead = elements(head);
  // Nothing the server writes lands in the body or outside the head's own kinds of element.
  expect(elements(body).map((el) => el.tagName)).toEqual(['body', 'noscript', 'div']);
  expect(new Set(inHead.map((el) => el.tagName))).toEqual(new Set(['head', 'meta', 'link', 'title', 'script']));
  expect(all.filter((el) => el.tagName === 'title')).toHaveLength(1);
  expect(inHead.filter((el) => attr(el, 'http-equiv'))).toEqual([]);
  expect(inHead.filter((el) => el.attrs.some((a) => a.name.startsWith('on')))).toEqual([]);
  const meta = (key: string) =>
    inHead
      .filter((el) => el.tagName === 'meta' && (attr(el, 'name') === key || attr(el, 'property') === key))
      .map((el) => attr(el, 'content'));
  const script = (type: string) =>
    inHead.filter((el) => el.tagName === 'script' && attr(el, 'type') === type).map((el) => JSON.parse(text(el)) as unknown);
  return {
    title: text(all.find((el) => el.tagName === 'title')!),
    meta,
    jsonLd: script('application/ld+json'),
    answers: script('application/json') as { url: string; body: unknown }[][],
  };
}

describe('page heads with replacement patterns in user text', () => {
  let w: World;
  let cook: Caller;
  let recipe: { id: number; title: string; description: string; ingredient: string; tag: string; cuisine: string; firstName: string };

  beforeAll(async () => {
    w = await createWorld();
    const admin = w.callers.admin;
    cook = await w.freshCaller('homeCook');
    const cuisine = hostile('Cuisine');
    const made = await admin.agent
      .post('/api/admin/cuisines')
      .set('Origin', w.origin)
      .send({ name: cuisine.slice(0, 100) })
      .expect(201);
    const firstName = `Noor ${PATTERNS}`;
    await cook.agent
      .patch('/api/auth/user')
      .set('Origin', w.origin)
      .send({ firstName, lastName: `$' ${REDIRECT.slice(0, 40)}` })
      .expect(200);
    const input = {
      title: hostile('Stew').slice(0, 200),
      description: hostile('A stew'),
      ingredients: [`200 g lentils ${PATTERNS}`, hostile('salt')],
      instructions: [`Simmer ${PATTERNS}`],
      tags: ['$&tag', "$'"],
      cuisineId: made.body.id as number,
    };
    const res = await cook.agent.post('/api/recipes').set('Origin', w.origin).send(input).expect(201);
    recipe = {
      id: res.body.id as number,
      title: input.title,
      description: input.description,
      ingredient: input.ingredients[1],
      tag: input.tags[0],
      cuisine: made.body.name as string,
      firstName,
    };
  }, 60_000);
  afterAll(() => w.close());

  it('writes the recipe page literally: title, description, Open Graph, JSON-LD and the embedded recipe', async () => {
    const page = readPage((await w.anonymous().get(`/recipe/${recipe.id}`).expect(200)).text);
    expect(page.title).toBe(`${recipe.title} | Plantry`);
    expect(page.meta('og:title')).toEqual([`${recipe.title} | Plantry`]);
    expect(page.meta('description')).toEqual([recipe.description]);
    expect(page.meta('og:description')).toEqual([recipe.description]);
    const [ld] = page.jsonLd as {
      name: string;
      description: string;
      recipeIngredient: string[];
      author: { name: string };
      recipeCuisine: string;
      keywords: string;
    }[];
    expect(ld.name).toBe(recipe.title);
    expect(ld.description).toBe(recipe.description);
    expect(ld.recipeIngredient).toContain(recipe.ingredient);
    expect(ld.author.name).toContain(recipe.firstName);
    expect(ld.recipeCuisine).toBe(recipe.cuisine);
    expect(ld.keywords).toContain(recipe.tag);
    const embedded = page.answers[0].find((a) => a.url === `/api/recipes/${recipe.id}`)!.body as { title: string; ingredients: string[] };
    expect(embedded.title).toBe(recipe.title);
    expect(embedded.ingredients).toContain(recipe.ingredient);
  });

  it("writes the visitor's home and browse pages, whose embedded lists hold the recipe, as one document each", async () => {
    for (const path of ['/', '/browse']) {
      const page = readPage((await w.anonymous().get(path).expect(200)).text);
      const titles = page.answers[0].flatMap((a) => ((a.body as { items?: { title: string }[] }).items ?? []).map((item) => item.title));
      expect(titles).toContain(recipe.title);
    }
  });

  it.each([
    ['search', "$'"],
    ['search', '$`'],
    ['search', `lentils ${PATTERNS} ${REDIRECT}`],
    ['cuisine', `$& ${PATTERNS}`],
  ])('shows a %s of %s literally in the browse title', async (param, value) => {
    const page = readPage(
      (
        await w
          .anonymous()
          .get(`/browse?${param}=${encodeURIComponent(value)}`)
          .expect(200)
      ).text,
    );
    expect(page.title).toBe(param === 'search' ? `Search Results for ${value} | Plantry` : `${value} Recipes | Plantry`);
  });

  it('keeps the other pages whole for a member and for a visitor', async () => {
    for (const path of ['/cuisines', '/recipe/999999999', `/recipe/${recipe.id}`, '/browse']) {
      readPage((await w.anonymous().get(path)).text);
      readPage((await cook.agent.get(path)).text);
    }
  });
});
