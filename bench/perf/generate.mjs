// bench/perf/generate: fills a database of its own (plantry_bench by default) with a large
// community: 100,000 recipes by 20,000 members over 30 cuisines, 300,000 reviews, 200,000
// favourites and some 200,000 follows (each member follows 0 to 20 cooks, the prolific ones most), with realistic text lengths and skewed popularity, then sets every counter the site
// keeps. Deterministic (seeded), in a few minutes. Run with `make bench-data`.
// Optional: BENCH_DB=plantry_bench RECIPES=100000 MEMBERS=20000 REVIEWS=300000 FAVORITES=200000
// (`make bench-data-1m`: ten times over in plantry_bench_1m, some 25 minutes on 2 cores).
import { MikroORM } from '@mikro-orm/mariadb';
import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const N = {
  recipes: Number(process.env.RECIPES ?? 100_000),
  members: Number(process.env.MEMBERS ?? 20_000),
  reviews: Number(process.env.REVIEWS ?? 300_000),
  favorites: Number(process.env.FAVORITES ?? 200_000),
};
const DB = process.env.BENCH_DB ?? 'plantry_bench';
export const BENCH_PASSWORD = 'bench-member-password';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DB_NAME: DB,
  // Production refuses known and weak secrets: a new random one each run.
  SESSION_SECRET: randomBytes(48).toString('base64url'),
  // No first admin from .env (its development example is refused in production).
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  LOG_LEVEL: 'warn',
};

/** mulberry32: the same data on every run. */
let seed = 20261122;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const between = (low, high) => low + Math.floor(random() * (high - low + 1));
/** Popularity: a few items get most of the attention (Zipf-like). */
const skewed = (count) => Math.min(count - 1, Math.floor(count * random() ** 3));

const CUISINES = [
  'Indian',
  'Italian',
  'Mexican',
  'Thai',
  'Japanese',
  'Chinese',
  'Korean',
  'Vietnamese',
  'Ethiopian',
  'Moroccan',
  'Lebanese',
  'Greek',
  'Spanish',
  'French',
  'German',
  'American',
  'Caribbean',
  'Brazilian',
  'Peruvian',
  'Turkish',
  'Persian',
  'Indonesian',
  'Malaysian',
  'Filipino',
  'Nigerian',
  'Russian',
  'Polish',
  'British',
  'Middle Eastern',
  'Fusion',
];
const ADJECTIVES = [
  'Smoky',
  'Creamy',
  'Spicy',
  'Zesty',
  'Roasted',
  'Crispy',
  'Hearty',
  'Golden',
  'Herby',
  'Sticky',
  'Silky',
  'Charred',
  'Quick',
  'Rustic',
  'Tangy',
  'Garlicky',
];
const MAINS = [
  'Chickpea',
  'Lentil',
  'Tofu',
  'Tempeh',
  'Mushroom',
  'Cauliflower',
  'Sweet Potato',
  'Black Bean',
  'Aubergine',
  'Squash',
  'Jackfruit',
  'Seitan',
  'Spinach',
  'Kidney Bean',
  'Broccoli',
  'Quinoa',
];
const DISHES = [
  'Curry',
  'Stew',
  'Tacos',
  'Salad',
  'Soup',
  'Bowl',
  'Burger',
  'Pasta',
  'Risotto',
  'Stir-Fry',
  'Traybake',
  'Chilli',
  'Pie',
  'Wraps',
  'Noodles',
  'Dal',
];
const EXTRAS = ['Lemon', 'Coconut', 'Tahini', 'Peanut Sauce', 'Herbs', 'Pickled Onions', 'Salsa Verde', 'Garlic Bread', 'Rice', 'Greens'];
const FOODS = [
  'chickpeas',
  'red lentils',
  'firm tofu',
  'mushrooms',
  'cauliflower',
  'sweet potatoes',
  'black beans',
  'spinach',
  'onions',
  'garlic cloves',
  'tinned tomatoes',
  'coconut milk',
  'vegetable stock',
  'smoked paprika',
  'ground cumin',
  'fresh coriander',
  'lime juice',
  'olive oil',
  'soy sauce',
  'maple syrup',
  'rice',
  'spaghetti',
  'peanut butter',
  'tahini',
  'ginger',
  'chilli flakes',
  'kale',
  'carrots',
  'celery',
  'bell peppers',
];
/**
 * Ingredient lines: those of the 1,390 real recipes of ../shared/data's veganuary file as an import
 * stores them (libs/shared/src/fixtures/veganuary-ingredients.json), each recipe's whole list.
 */
const REAL_INGREDIENTS = JSON.parse(readFileSync(join(ROOT, 'libs/shared/src/fixtures/veganuary-ingredients.json'), 'utf8'))
  .map((recipe) => recipe.ingredients)
  .filter((lines) => lines.length >= 3);
const VERBS = ['Heat', 'Add', 'Stir in', 'Simmer', 'Roast', 'Blend', 'Season', 'Fold in', 'Toast', 'Whisk', 'Serve', 'Scatter'];
const TAGS = [
  'quick',
  'weeknight',
  'gluten-free',
  'high-protein',
  'spicy',
  'comfort',
  'budget',
  'one-pot',
  'meal-prep',
  'summer',
  'winter',
  'kid-friendly',
  'nut-free',
  'soy-free',
  'batch-cooking',
  'dinner',
  'lunch',
  'breakfast',
  'dessert',
  'snack',
  'party',
  'healthy',
  'easy',
  'festive',
  'raw',
  'baked',
];
const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Ema',
  'Finn',
  'Gita',
  'Hugo',
  'Ines',
  'Jae',
  'Kofi',
  'Lena',
  'Mo',
  'Nia',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
];
const LAST = [
  'Lima',
  'Okafor',
  'Nguyen',
  'Schmidt',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Silva',
  'Tanaka',
  'Murphy',
  'Patel',
  'Garcia',
  'Kim',
  'Dubois',
];
const COMMENTS = [
  'Made this twice already, so good.',
  'Lovely flavours, I added more garlic.',
  'Easy and filling, the kids loved it.',
  'A bit bland for me, needed extra spice.',
  'Perfect for a weeknight. Will make again!',
  'Great recipe, leftovers were even better the next day.',
];

const sentence = (words) =>
  `${pick(['This', 'A', 'Our', 'My'])} ${words} ${pick(['is', 'makes', 'turns into'])} ${pick(['a cosy dinner', 'an easy lunch', 'a crowd-pleaser', 'a bright and fresh plate', 'proper comfort food'])} ${pick(['in under forty minutes', 'with pantry staples', 'on busy evenings', 'for the whole family', 'that keeps well'])}.`;

/**
 * Prep and cook times from the recipe's number alone, drawing nothing from the seeded sequence (so
 * the rest of the data is what it was before they were added): 1 in 10 with neither, 1 in 10 with a
 * cook time only; totals from 5 minutes to 3.5 hours, about a third within 30 minutes.
 */
function times(n) {
  const h = Math.imul(n + 1, 2654435761) >>> 0;
  if (h % 10 === 0) return [null, null];
  const prep = h % 10 === 1 ? null : 5 + ((h >>> 4) % 6) * 5;
  const cook = [0, 5, 10, 15, 20, 25, 30, 40, 45, 60, 75, 90, 120, 180][(h >>> 8) % 14];
  return [prep, cook];
}

function recipe(n, authorId, cuisineId, createdAt) {
  const title = `${pick(ADJECTIVES)} ${pick(MAINS)} ${pick(DISHES)}${random() < 0.5 ? ` with ${pick(EXTRAS)}` : ''} ${n}`;
  const description = Array.from({ length: between(2, 4) }, () => sentence(title.toLowerCase().replace(/ \d+$/, ''))).join(' ');
  // A real recipe's lines (so that foods come as often, and together, as they do in real recipes).
  const ingredients = pick(REAL_INGREDIENTS);
  const instructions = Array.from(
    { length: between(4, 9) },
    () =>
      `${pick(VERBS)} the ${pick(FOODS)} ${pick(['gently', 'for 5 minutes', 'until golden', 'over a medium heat', 'and stir well'])}, then ${pick(VERBS).toLowerCase()} the ${pick(FOODS)} ${pick(['until soft', 'to taste', 'for 10 minutes', 'and keep warm'])}.`,
  );
  const tags = [...new Set(Array.from({ length: between(2, 5) }, () => pick(TAGS)))];
  const key = createHash('sha256')
    .update(`${title}\n${ingredients.join('\n')}`)
    .digest('hex');
  return [
    authorId,
    cuisineId,
    title,
    description,
    JSON.stringify(ingredients),
    JSON.stringify(instructions),
    JSON.stringify(tags),
    '[]',
    random() < 0.97 ? 1 : 0,
    key,
    createdAt,
    createdAt,
    tags,
    ...times(n),
  ];
}

const stamp = (daysAgo) => new Date(Date.UTC(2026, 10, 1) - daysAgo * 86_400_000 - Math.floor(random() * 86_400_000));

async function insertRows(em, table, columns, rows) {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await em.execute(`insert into ${table} (${columns.join(', ')}) values ${chunk.map(() => tuple).join(', ')}`, chunk.flat(), 'run');
  }
}

const started = Date.now();
const log = (what) => console.log(`${((Date.now() - started) / 1000).toFixed(1)} s  ${what}`);

const { onServer } = await import(join(ROOT, 'backend/dist/infrastructure/database/ensure-database.js'));
const { freeFromMask, freeFromOf } = await import(join(ROOT, 'libs/shared/dist/index.js'));
const { readIngredientLine } = await import(join(ROOT, 'backend/dist/modules/recipes/ingredient-lines.js'));
const { pantryFoodsOf } = await import(join(ROOT, 'backend/dist/modules/recipes/pantry/pantry-terms.js'));
const { loadConfig } = await import(join(ROOT, 'backend/dist/config/app-config.js'));
const { ormOptions } = await import(join(ROOT, 'backend/dist/infrastructure/database/orm-options.js'));
const config = loadConfig(env);
await onServer(config, `drop database if exists \`${DB}\``);
const migrate = spawn(process.execPath, [join(ROOT, 'backend/dist/scripts/migrate.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
if ((await once(migrate, 'exit'))[0] !== 0) throw new Error('migration failed');
log(`database ${DB} made`);

const orm = await MikroORM.init(ormOptions(config));
const em = orm.em.fork();

await insertRows(
  em,
  'cuisines',
  ['name', 'is_active', 'recipe_count', 'created_at'],
  CUISINES.map((name) => [name, 1, 0, new Date(Date.UTC(2025, 0, 1))]),
);
const cuisineIds = (await em.execute('select id from cuisines order by id')).map((row) => row.id);

const { hashPassword } = await import(join(ROOT, 'backend/dist/common/auth/password-hashing.js'));
const passwordHash = await hashPassword(BENCH_PASSWORD);
const members = Array.from({ length: N.members }, (_, i) => {
  const created = stamp(400 + (N.members - i) / 50);
  const role = i === 0 ? 'admin' : i % 5 === 0 ? 'home_cook' : 'registered';
  return [`member${i}@bench.plantry.local`, passwordHash, pick(FIRST), pick(LAST), role, 1, 0, created, created];
});
await insertRows(
  em,
  'users',
  ['email', 'password_hash', 'first_name', 'last_name', 'role', 'email_verified', 'recipe_count', 'created_at', 'updated_at'],
  members,
);
const userIds = (await em.execute('select id from users order by id')).map((row) => row.id);
const cookIds = userIds.filter((_, i) => i % 5 === 0);
log(`${N.members} members`);

for (let start = 0; start < N.recipes; start += 5000) {
  const batch = Array.from({ length: Math.min(5000, N.recipes - start) }, (_, k) => {
    const n = start + k;
    return recipe(
      n,
      cookIds[skewed(cookIds.length)],
      random() < 0.9 ? cuisineIds[skewed(cuisineIds.length)] : null,
      stamp(((N.recipes - n) / N.recipes) * 380),
    );
  });
  // What each recipe is free from, as the worker's read-ingredients job stores it (its readings are
  // left to that job: pages derive them afresh meanwhile, as on a site whose job has not run yet).
  const freeFrom = (row) => freeFromMask(freeFromOf(JSON.parse(row[4])));
  // And the foods of its lines for "What can I cook?" (the triggers fill recipe_foods from them).
  const pantryFoods = (row) => pantryFoodsOf(JSON.parse(row[4]).map(readIngredientLine));
  await insertRows(
    em,
    'recipes',
    [
      'author_id',
      'cuisine_id',
      'title',
      'description',
      'ingredients',
      'instructions',
      'tags',
      'gallery_images',
      'is_approved',
      'content_key',
      'created_at',
      'updated_at',
      'prep_minutes',
      'cook_minutes',
      'free_from',
      'pantry_foods',
    ],
    batch.map((row) => [...row.slice(0, 12), ...row.slice(13), freeFrom(row), JSON.stringify(pantryFoods(row))]),
  );
  const ids = await em.execute('select id, content_key from recipes where content_key in (?)', [batch.map((row) => row[9])]);
  const idOf = new Map(ids.map((row) => [row.content_key, row.id]));
  await insertRows(
    em,
    'recipe_tags',
    ['recipe_id', 'tag'],
    batch.flatMap((row) => row[12].map((tag) => [idOf.get(row[9]), tag])),
  );
}
const recipeIds = (await em.execute('select id from recipes order by id')).map((row) => row.id);
log(`${N.recipes} recipes with their tags`);

/** Distinct (recipe, member) pairs, popular recipes picked far more often. */
function pairs(count) {
  const seen = new Set();
  const rows = [];
  while (rows.length < count) {
    const recipeId = recipeIds[recipeIds.length - 1 - skewed(recipeIds.length)];
    const userId = userIds[Math.floor(random() * userIds.length)];
    const key = recipeId * 1_000_000 + userId;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push([recipeId, userId]);
  }
  return rows;
}
const reviewRows = pairs(N.reviews).map(([recipeId, userId]) => {
  const at = stamp(between(0, 300));
  return [recipeId, userId, pick([5, 5, 5, 4, 4, 4, 3, 2, 1]), random() < 0.8 ? pick(COMMENTS) : null, at, at];
});
await insertRows(em, 'reviews', ['recipe_id', 'user_id', 'rating', 'comment', 'created_at', 'updated_at'], reviewRows);
log(`${N.reviews} reviews`);
await insertRows(
  em,
  'favorites',
  ['recipe_id', 'user_id', 'created_at'],
  pairs(N.favorites).map((pair) => [...pair, stamp(between(0, 300))]),
);
log(`${N.favorites} favourites`);

// Following: each member follows 0 to 20 cooks, the prolific ones far more often (the cooks are in
// the order their recipes were dealt, skewed, above); the most prolific cook follows 50.
const authors = (await em.execute('select author_id as id from recipes group by author_id order by count(*) desc')).map((row) => row.id);
const followRows = [];
for (const userId of userIds) {
  const wanted = userId === authors[0] ? 50 : between(0, 20);
  const followed = new Set();
  for (let tries = 0; followed.size < Math.min(wanted, authors.length - 1) && tries < wanted * 10; tries++) {
    const cookId = authors[skewed(authors.length)];
    if (cookId !== userId) followed.add(cookId);
  }
  for (const cookId of followed) followRows.push([userId, cookId, stamp(between(0, 300))]);
}
await insertRows(em, 'follows', ['follower_id', 'cook_id', 'created_at'], followRows);
log(`${followRows.length} follows`);

await em.execute(`update recipes r join (select recipe_id, count(*) n, avg(rating) a from reviews group by recipe_id) x on x.recipe_id = r.id
  set r.review_count = x.n, r.avg_rating = round(x.a, 2)`);
await em.execute(
  'update recipes r join (select recipe_id, count(*) n from favorites group by recipe_id) x on x.recipe_id = r.id set r.favorite_count = x.n',
);
await em.execute(
  'update users u join (select author_id, count(*) n from recipes group by author_id) x on x.author_id = u.id set u.recipe_count = x.n',
);
await em.execute(
  'update cuisines c join (select cuisine_id, count(*) n from recipes where is_approved = 1 group by cuisine_id) x on x.cuisine_id = c.id set c.recipe_count = x.n',
);
log('counters');
await em.execute('analyze table recipes, recipe_tags, reviews, favorites, follows, users, cuisines');
log('statistics');
await orm.close();
