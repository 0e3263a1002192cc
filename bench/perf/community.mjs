// The community workload of `make bench-api` (issue 20): a visitor read mix with members writing
// at the same time. The read mix is a fixed, shuffled sequence of paths that each autocannon
// connection cycles through: list pages (first pages, a deep page), cuisine pages, searches over
// common ingredient words with a skewed popularity, the recipe pages of the most popular recipes
// and the popular cuisines, cook profiles. Writers are signed-in members posting reviews, saving or
// unsaving recipes and following or unfollowing cooks, spread over many members, at a steady rate.

/** Common ingredient words, most searched first: the i-th is searched about 1/(i+1) as often as the first. */
export const WORDS = [
  'tofu',
  'chickpea',
  'lentil',
  'rice',
  'pasta',
  'curry',
  'soup',
  'salad',
  'mushroom',
  'spinach',
  'tomato',
  'potato',
  'coconut',
  'beans',
  'garlic',
  'ginger',
  'avocado',
  'quinoa',
  'noodles',
  'pepper',
  'onion',
  'carrot',
  'lemon',
  'cashew',
  'oats',
  'banana',
  'chocolate',
  'peanut',
  'kale',
  'tempeh',
];

/** A deterministic generator (mulberry32), so every run asks for the same sequence. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `items` with Zipf weights (the first most often). */
function zipf(items, next) {
  const weights = items.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = next() * total;
  for (let i = 0; i < items.length; i++) if ((r -= weights[i]) <= 0) return items[i];
  return items.at(-1);
}

/** Free-from reads of the mix: filtered lists and their counts. */
const FREE_FROM_READS = [
  '/api/recipes?freeFrom=gluten&limit=24',
  '/api/recipes?freeFrom=tree-nuts,peanuts&limit=24',
  '/api/recipes/free-from-counts',
  '/api/recipes/free-from-counts?freeFrom=gluten',
];
/** What visitors have, for "What can I cook?", the commonest first. */
const PANTRIES = [
  'tofu,rice,spinach',
  'chickpea,onion,garlic',
  'red%20lentil,carrot,onion',
  'kale,garlic',
  'mushroom,spaghetti,garlic',
  'black%20bean,rice,bell%20pepper',
  'sweet%20potato,chickpea,tahini',
  'coconut%20milk,chickpea,spinach,ginger',
];

/**
 * The visitor read mix as autocannon requests: 400 paths drawn with these shares: 25% recipe pages
 * of the 100 most popular recipes (skewed), 5% cook profiles of the 50 most prolific cooks (skewed;
 * the profile or its first page of recipes, as the profile page asks), 20% searches, 20% list pages (pages 1 to 3 of newest,
 * rating and popular, one deep page), 10% cuisine pages, 10% popular cuisines, 5% free-from lists
 * and counts, 5% "What can I cook?" searches (skewed over PANTRIES).
 */
export function readMix({ popularIds, cuisines, deepOffset, cookIds }) {
  const next = random(20);
  const lists = ['newest', 'rating', 'popular'].flatMap((sort) =>
    [0, 24, 48].map((offset) => `/api/recipes?sortBy=${sort}&limit=24&offset=${offset}`),
  );
  lists.push(`/api/recipes?limit=24&offset=${deepOffset}`);
  const kinds = [
    [0.25, () => `/api/recipes/${zipf(popularIds, next)}`],
    [
      0.05,
      () => {
        const cookId = zipf(cookIds, next);
        return next() < 0.5 ? `/api/cooks/${cookId}` : `/api/recipes?authorId=${cookId}&isApproved=true&sortBy=newest&limit=12&offset=0`;
      },
    ],
    [0.2, () => `/api/recipes?search=${zipf(WORDS, next)}&limit=24`],
    [0.2, () => lists[Math.floor(next() * lists.length)]],
    [0.1, () => `/api/recipes?cuisine=${encodeURIComponent(zipf(cuisines, next))}&limit=24`],
    [0.1, () => '/api/cuisines/popular'],
    [0.05, () => FREE_FROM_READS[Math.floor(next() * FREE_FROM_READS.length)]],
    [0.05, () => `/api/recipes?have=${zipf(PANTRIES, next)}&maxMissing=3&limit=24`],
  ];
  return Array.from({ length: 400 }, () => {
    let r = next();
    for (const [share, path] of kinds) if ((r -= share) <= 0) return { method: 'GET', path: path() };
    return { method: 'GET', path: kinds[0][1]() };
  });
}

/**
 * Starts members writing `perSecond` times a second, in turn: a review (4 or 5 stars and a short
 * comment) of a recipe they have not reviewed, saving and later unsaving a recipe, or following and
 * later unfollowing a cook (of `cookIds`). Answers
 * the API gives for a reason (403 own recipe, 409 already reviewed) are counted apart from failures.
 * `stop()` ends it and says how many writes were made, their p99 and how many failed.
 */
export function startWriters({ api, members, recipeIds, cookIds, perSecond }) {
  if (perSecond === 0) return { stop: async () => ({ writes: 0, refused: 0, failed: 0, p99: 0 }) };
  const next = random(perSecond);
  const timings = [];
  let refused = 0;
  let failed = 0;
  let turn = 0;
  const pending = new Set();
  const saved = new Map();
  const followed = new Map();
  const write = async () => {
    const member = members[turn % members.length];
    const kind = turn++ % 3;
    const started = performance.now();
    let res;
    if (kind === 0) {
      const recipeId = recipeIds[Math.floor(next() * recipeIds.length)];
      res = await fetch(`${api}/api/recipes/${recipeId}/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api, cookie: member.cookie },
        body: JSON.stringify({ rating: next() < 0.6 ? 5 : 4, comment: 'Made this for dinner tonight: lovely, will cook it again.' }),
      });
    } else if (kind === 2) {
      const cookId = followed.get(member.cookie) ?? cookIds[Math.floor(next() * cookIds.length)];
      res = await fetch(`${api}/api/cooks/${cookId}/follow`, {
        method: followed.has(member.cookie) ? 'DELETE' : 'POST',
        headers: { origin: api, cookie: member.cookie },
      });
      if (followed.has(member.cookie)) followed.delete(member.cookie);
      else followed.set(member.cookie, cookId);
    } else if (saved.has(member.cookie)) {
      res = await fetch(`${api}/api/favorites/${saved.get(member.cookie)}`, {
        method: 'DELETE',
        headers: { origin: api, cookie: member.cookie },
      });
      saved.delete(member.cookie);
    } else {
      const recipeId = recipeIds[Math.floor(next() * recipeIds.length)];
      res = await fetch(`${api}/api/favorites`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api, cookie: member.cookie },
        body: JSON.stringify({ recipeId }),
      });
      saved.set(member.cookie, recipeId);
    }
    await res.arrayBuffer();
    timings.push(performance.now() - started);
    if (res.status === 403 || res.status === 409) refused++;
    else if (res.status >= 300) failed++;
  };
  const timer = setInterval(() => {
    const done = write().catch(() => failed++);
    pending.add(done);
    done.finally(() => pending.delete(done));
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      const sorted = timings.sort((a, b) => a - b);
      return { writes: sorted.length, refused, failed, p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0) };
    },
  };
}
