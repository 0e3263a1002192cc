/**
 * How to make a real call of every operation of the API document: what it acts on (new objects
 * for each call), the request the app itself would send, and what the call changes, read straight
 * from the database or the session store. A refused call must leave `effect` as it was; an
 * allowed one must change it. The access matrix, the CSRF and content-type attacks and the mass
 * assignment attacks all send these calls.
 */
import type request from 'supertest';
import { unsubscribeToken } from '../../../src/modules/notifications/unsubscribe-token.js';
import { PASSWORD, solveCaptcha, type Agent } from '../../support/accounts.js';
import { MEMBER_PASSWORD } from '../../support/fixtures.js';
import { pngImage } from '../../support/image-fixtures.js';
import { uniqueEmail } from '../../support/mail-catcher.js';
import { addPasskey, siteOrigin } from '../../support/passkey-flows.js';
import { softAuthenticator, type SoftAuthenticator } from '../../support/passkeys.js';
import { codeAt, turnOnTwoFactor } from '../../support/two-factor.js';
import { allowedActor, outcomeFor } from './access.js';
import type { Method } from './openapi.js';
import { unique, type Actor, type Caller, type World } from './world.js';

export interface Call<T> {
  /** New objects for one call by this caller. */
  target?: (w: World, caller: Caller) => Promise<T>;
  /** The path parameters, by their names in the document. */
  params?: (t: T) => Record<string, string | number>;
  /** The query string's parameters, for operations whose link carries what they act on. */
  query?: (t: T) => Record<string, string>;
  /** The JSON body (also the fields of a form, for the content-type attacks). */
  body?: (t: T) => Record<string, unknown>;
  /** For routes that take files: the multipart form, as the app sends it. */
  upload?: (req: request.Test, t: T) => request.Test;
  /** Steps on the caller's own session before the call (the captcha before registering). */
  prepare?: (caller: Caller, t: T) => Promise<void>;
  /** What the call changes. Equal before and after when it was refused. */
  effect?: (w: World, t: T, caller: Caller) => Promise<unknown>;
  /** Text of the target that a refused read must not show. */
  secret?: (t: T) => string;
  /** The call changes or ends the caller's own session or role: every run takes a new account. */
  ownSession?: boolean;
}

/** Keeps the type of each call's target while the catalogue holds them all. */
const call = <T>(spec: Call<T>): Call<unknown> => spec as Call<unknown>;

const first = async (w: World, query: string, params: unknown[]) => (await w.sql(query, params))[0] ?? null;
const exists = (table: string) => (w: World, t: { id: number | string }) => first(w, `select id from ${table} where id = ?`, [t.id]);
const recipeRow = (w: World, id: number) =>
  first(
    w,
    'select title, description, is_approved, featured_image, author_id, avg_rating, review_count, favorite_count, created_at from recipes where id = ?',
    [id],
  );
/** The user behind the caller's session, or null, as the server sees the cookie it was given at sign-in. */
const sessionUser = async (w: World, cookie?: string) => {
  if (!cookie) return null;
  const res = await w.anonymous().get('/api/auth/user').set('Cookie', cookie);
  return res.status === 200 ? (res.body.email as string) : null;
};

/** The caller's two-factor row as stored (its sealed secrets change with every setup). */
const twoFactorRow = (w: World, _t: unknown, caller: Caller) =>
  caller.user
    ? first(w, 'select secret, pending_secret, enabled_at from two_factor_settings where user_id = ?', [caller.user.id])
    : Promise.resolve(null);
/** Two-factor sign-in turned on for a signed-in caller, as their profile does it. */
const withTwoFactor = async (_w: World, caller: Caller) => {
  if (caller.user) await turnOnTwoFactor(caller.agent);
  return {};
};

/** A passkey of the home cook, as their profile adds it. */
const homeCooksPasskey = async (w: World) => {
  await addPasskey(w.callers.homeCook.agent, unique('Laptop'));
  const [row] = await w.sql<{ id: number }>('select id from passkeys where user_id = ? order by id desc limit 1', [
    w.callers.homeCook.user!.id,
  ]);
  return { id: row.id };
};
/** The caller's passkeys as stored. */
const callersPasskeys = (w: World, _t: unknown, caller: Caller) =>
  caller.user ? w.sql('select credential_id, name from passkeys where user_id = ? order by id', [caller.user.id]) : Promise.resolve(null);

const recipeInput = (title: string) => ({
  title,
  description: 'A hearty stew for cold evenings.',
  ingredients: ['1 cup red lentils', '1 onion, chopped'],
  instructions: ['Fry the onion.', 'Add the lentils and simmer.'],
});
const CSV = Buffer.from('title,ingredients,method\nRice,1 cup rice,Boil.\n');
let photo: Promise<Buffer> | undefined;
const smallPhoto = () => (photo ??= pngImage(64, 48, '#2d6a4f'));

type Id = { id: number };
const byHomeCook = (approved: boolean) => (w: World) => w.make.recipe(w.callers.homeCook.user!.id, { approved });
/** A reply by the home cook to a review (by a new member) of one of their recipes, straight into the tables. */
const homeCooksReply = async (w: World): Promise<Id> => {
  const recipe = await w.make.recipe(w.callers.homeCook.user!.id);
  const reviewer = await w.make.member();
  await w.sql(
    "insert into reviews (recipe_id, user_id, rating, comment, helpful_count, created_at, updated_at) values (?, ?, 5, 'Lovely.', 0, now(3), now(3))",
    [recipe.id, reviewer.id],
  );
  const [review] = await w.sql<{ id: number }>('select id from reviews where recipe_id = ? and user_id = ?', [recipe.id, reviewer.id]);
  await w.sql("insert into review_replies (review_id, user_id, body, created_at, updated_at) values (?, ?, 'Thanks!', now(3), now(3))", [
    review.id,
    w.callers.homeCook.user!.id,
  ]);
  const [reply] = await w.sql<{ id: number }>('select id from review_replies where review_id = ?', [review.id]);
  return { id: reply.id };
};
/** A collection of the home cook's, holding an approved recipe of the other author, straight into the tables. */
const homeCooksCollection =
  (isPublic: boolean) =>
  async (w: World): Promise<Id & { name: string; recipeId: number }> => {
    const name = unique(isPublic ? 'Open collection' : 'Secret collection');
    const recipe = await w.make.recipe(w.callers.otherAuthor.user!.id);
    await w.sql('insert into collections (owner_id, name, is_public, created_at, updated_at) values (?, ?, ?, now(3), now(3))', [
      w.callers.homeCook.user!.id,
      name,
      isPublic,
    ]);
    const [collection] = await w.sql<{ id: number }>('select id from collections where name = ?', [name]);
    await w.sql('insert into collection_recipes (collection_id, recipe_id, added_at) values (?, ?, now(3))', [collection.id, recipe.id]);
    return { id: collection.id, name, recipeId: recipe.id };
  };
type Collected = Id & { name: string; recipeId: number };
const collectionRecipes = (w: World, t: Collected) =>
  first(w, 'select group_concat(recipe_id order by recipe_id) as ids from collection_recipes where collection_id = ?', [t.id]);
/** A notification of the home cook's (a follower), straight into the table. */
const homeCooksNotification = async (w: World): Promise<Id> => {
  const follower = await w.make.member();
  await w.sql("insert into notifications (user_id, kind, actor_id, created_at) values (?, 'follower', ?, now(3))", [
    w.callers.homeCook.user!.id,
    follower.id,
  ]);
  const [row] = await w.sql<{ id: number }>('select max(id) as id from notifications where user_id = ?', [w.callers.homeCook.user!.id]);
  return { id: row.id };
};
const settingsOf = (w: World, userId: number) =>
  w.sql('select kind, in_app, by_email from notification_settings where user_id = ? order by kind', [userId]);
const LINK = { url: 'https://example.com/recipes/lentil-soup' };
/** Link reads waiting for a worker (the attack suite runs none). */
const waitingLinkReads = (w: World) => w.redis((redis) => redis.llen(`${w.config.redis.prefix}:bull:links:wait`));
/** A link import started by the home cook. */
const homeCooksLink = async (w: World) => {
  const res = await w.callers.homeCook.agent.post('/api/recipe-links').send(LINK).expect(202);
  return { id: res.body.id as string };
};

const importRun = async (w: World) => ({ jobId: await w.make.importRun(w.callers.admin.user!.id) });

export const CALLS: Record<string, Call<unknown>> = {
  'GET /api/health': call({}),
  'GET /api/health/ready': call({}),
  'GET /api/health/live': call({}),
  'GET /api/captcha': call({}),
  'GET /api/login': call({}),
  'GET /api/auth/providers': call({}),
  'GET /api/auth/oidc/start': call({}),
  'GET /api/auth/oidc/callback': call({}),
  'GET /api/auth/user': call({}),
  'PATCH /api/auth/user': call({
    target: async () => ({ firstName: unique('Name').slice(-40) }),
    body: (t) => ({ firstName: t.firstName, lastName: 'Tester' }),
    effect: (w, _t, caller) =>
      caller.user ? first(w, 'select first_name, last_name, role, email from users where id = ?', [caller.user.id]) : Promise.resolve(null),
  }),
  'GET /api/auth/user/data': call({}),
  'DELETE /api/auth/user': call({
    ownSession: true,
    body: () => ({ password: MEMBER_PASSWORD }),
    effect: (w, _t, caller) =>
      caller.user ? first(w, 'select id, email from users where id = ?', [caller.user.id]) : Promise.resolve(null),
  }),
  'PUT /api/auth/user/avatar': call<{ photo: Buffer }>({
    target: async () => ({ photo: await smallPhoto() }),
    upload: (req, t) => req.attach('avatar', t.photo, 'me.png'),
    effect: (w, _t, caller) =>
      caller.user ? first(w, 'select profile_image_url from users where id = ?', [caller.user.id]) : Promise.resolve(null),
  }),
  'PUT /api/auth/user/language': call({
    target: async (w, caller) => {
      if (caller.user) await w.sql("update users set language = 'en' where id = ?", [caller.user.id]);
      return {};
    },
    body: () => ({ language: 'de' }),
    effect: (w, _t, caller) =>
      caller.user ? first(w, 'select language from users where id = ?', [caller.user.id]) : Promise.resolve(null),
  }),
  'DELETE /api/auth/user/avatar': call({
    target: async (w, caller) => {
      if (caller.user) await w.sql("update users set profile_image_url = '/uploads/avatars/gone.webp' where id = ?", [caller.user.id]);
      return {};
    },
    effect: (w, _t, caller) =>
      caller.user ? first(w, 'select profile_image_url from users where id = ?', [caller.user.id]) : Promise.resolve(null),
  }),
  'GET /api/cooks/{id}': call<{ id: number; email: string }>({
    target: async (w) => ({ id: w.callers.homeCook.user!.id, email: w.callers.homeCook.user!.email }),
    params: (t) => ({ id: t.id }),
    secret: (t) => t.email,
  }),
  'POST /api/cooks/{id}/follow': call<Id>({
    target: async (w) => ({ id: (await w.make.member('home_cook')).id }),
    params: (t) => ({ id: t.id }),
    effect: (w, t) => first(w, 'select count(*) as n from follows where cook_id = ?', [t.id]),
  }),
  'DELETE /api/cooks/{id}/follow': call<Id>({
    target: async (w, caller) => {
      const cook = await w.make.member('home_cook');
      if (caller.user)
        await w.sql('insert into follows (follower_id, cook_id, created_at) values (?, ?, now(3))', [caller.user.id, cook.id]);
      return { id: cook.id };
    },
    params: (t) => ({ id: t.id }),
    effect: (w, t) => first(w, 'select count(*) as n from follows where cook_id = ?', [t.id]),
  }),
  'GET /api/following/recipes': call({}),
  'PATCH /api/profile/role': call({
    ownSession: true,
    body: () => ({ role: 'home_cook' }),
    effect: (w, _t, caller) => (caller.user ? first(w, 'select role from users where id = ?', [caller.user.id]) : Promise.resolve(null)),
  }),
  'POST /api/register': call({
    target: async () => ({ email: uniqueEmail('register'), captcha: -1 }),
    prepare: async (caller, t) => {
      t.captcha = solveCaptcha((await caller.agent.get('/api/captcha')).body.question as string);
    },
    body: (t) => ({ email: t.email, password: PASSWORD, firstName: 'Rea', lastName: 'Gister', captcha: t.captcha }),
    effect: (w, t) => first(w, 'select count(*) as n from users where email = ?', [t.email]),
  }),
  'POST /api/verify-email': call({
    target: async (w) => {
      const user = await w.make.unverifiedMember();
      return { user, token: await w.make.token('verification', user) };
    },
    body: (t) => ({ token: t.token }),
    effect: (w, t) => first(w, 'select email_verified from users where id = ?', [t.user.id]),
  }),
  'POST /api/verify-email/sign-in': call({
    ownSession: true,
    target: async (w) => {
      const user = await w.make.unverifiedMember();
      return { user, token: await w.make.token('verification', user) };
    },
    prepare: async (caller, t) => {
      await caller.agent.post('/api/verify-email').send({ token: t.token }).expect(200);
    },
    effect: async (_w, _t, caller) => (await caller.agent.get('/api/auth/user')).body.email ?? null,
  }),
  'POST /api/resend-verification': call({
    target: async (w) => ({ user: await w.make.unverifiedMember() }),
    body: (t) => ({ email: t.user.email }),
    effect: (w, t) => first(w, 'select count(*) as n from email_verification_tokens where user_id = ?', [t.user.id]),
  }),
  'POST /api/forgot-password': call({
    target: async (w) => ({ user: await w.make.member() }),
    body: (t) => ({ email: t.user.email }),
    effect: (w, t) => first(w, 'select count(*) as n from password_reset_tokens where user_id = ?', [t.user.id]),
  }),
  'POST /api/reset-password': call({
    target: async (w) => {
      const user = await w.make.member();
      return { user, token: await w.make.token('reset', user) };
    },
    body: (t) => ({ token: t.token, password: 'brand-new-password-1' }),
    effect: (w, t) => first(w, 'select password_hash from users where id = ?', [t.user.id]),
  }),
  'POST /api/login': call({
    ownSession: true,
    target: async (w) => ({ user: await w.make.member() }),
    body: (t) => ({ email: t.user.email, password: MEMBER_PASSWORD }),
    effect: async (_w, _t, caller) => (await caller.agent.get('/api/auth/user')).body.email ?? null,
  }),
  'POST /api/login/two-factor': call({
    ownSession: true,
    target: async (w) => {
      const user = await w.make.member();
      const { secret } = await turnOnTwoFactor((await w.signIn(user)).agent);
      return { user, code: await codeAt(secret, 1) };
    },
    prepare: async (caller, t) => {
      await caller.agent.post('/api/login').send({ email: t.user.email, password: MEMBER_PASSWORD }).expect(202);
    },
    body: (t) => ({ code: t.code }),
    effect: async (_w, _t, caller) => (await caller.agent.get('/api/auth/user')).body.email ?? null,
  }),
  'POST /api/login/passkey/options': call({ ownSession: true }),
  'POST /api/login/passkey': call<{ device: SoftAuthenticator; response: Record<string, unknown> }>({
    ownSession: true,
    target: async (w) => ({ device: await addPasskey((await w.signIn(await w.make.member())).agent), response: {} }),
    prepare: async (caller, t) => {
      const { body } = await caller.agent.post('/api/login/passkey/options').expect(200);
      t.response = t.device.authenticate(body.options);
    },
    body: (t) => ({ response: t.response }),
    effect: async (_w, _t, caller) => (await caller.agent.get('/api/auth/user')).body.email ?? null,
  }),
  'GET /api/auth/passkeys': call({}),
  'POST /api/auth/passkeys/registration-options': call({ ownSession: true }),
  'POST /api/auth/passkeys': call<{ response: Record<string, unknown> }>({
    ownSession: true,
    target: async () => ({ response: {} }),
    prepare: async (caller, t) => {
      const options = await caller.agent.post('/api/auth/passkeys/registration-options');
      if (options.status === 200) t.response = softAuthenticator(siteOrigin()).register(options.body.options);
    },
    body: (t) => ({ name: 'Phone', response: t.response }),
    effect: callersPasskeys,
  }),
  'PATCH /api/auth/passkeys/{id}': call<{ id: number }>({
    target: homeCooksPasskey,
    params: (t) => ({ id: t.id }),
    body: () => ({ name: 'Renamed' }),
    effect: (w, t) => first(w, 'select name, user_id from passkeys where id = ?', [t.id]),
  }),
  'DELETE /api/auth/passkeys/{id}': call<{ id: number }>({
    target: homeCooksPasskey,
    params: (t) => ({ id: t.id }),
    effect: exists('passkeys'),
  }),
  'GET /api/auth/two-factor': call({}),
  // No body (the app sends none before two-factor sign-in is on): the form-encoding attacks then carry a field.
  'POST /api/auth/two-factor/setup': call({
    ownSession: true,
    effect: twoFactorRow,
  }),
  'POST /api/auth/two-factor/enable': call({
    ownSession: true,
    target: async () => ({ code: '000000' }),
    prepare: async (caller, t) => {
      const setup = await caller.agent.post('/api/auth/two-factor/setup').send({});
      if (setup.status === 200) t.code = await codeAt(setup.body.secret as string);
    },
    body: (t) => ({ code: t.code }),
    effect: twoFactorRow,
  }),
  'POST /api/auth/two-factor/recovery-codes': call({
    ownSession: true,
    target: withTwoFactor,
    body: () => ({ password: MEMBER_PASSWORD }),
    effect: (w, _t, caller) =>
      caller.user
        ? first(w, 'select group_concat(code_hash order by id) as codes from two_factor_recovery_codes where user_id = ?', [caller.user.id])
        : Promise.resolve(null),
  }),
  'POST /api/auth/two-factor/disable': call({
    ownSession: true,
    target: withTwoFactor,
    body: () => ({ password: MEMBER_PASSWORD }),
    effect: twoFactorRow,
  }),
  'POST /api/logout': call({
    ownSession: true,
    effect: (w, _t, caller) => sessionUser(w, caller.cookie),
  }),
  'POST /api/contact': call({
    target: async () => ({ subject: unique('Hello') }),
    body: (t) => ({ name: 'Rosa', email: 'rosa@example.com', subject: t.subject, message: 'A message long enough to send.' }),
    effect: (w, t) => first(w, 'select count(*) as n from contact_messages where subject = ?', [t.subject]),
  }),

  'GET /api/cuisines': call({}),
  'GET /api/cuisines/popular': call({}),
  'GET /api/recipes': call({}),
  'GET /api/recipes/free-from-counts': call({}),
  'GET /api/recipes/pantry-foods': call({}),
  'GET /api/my-recipes': call({}),
  'POST /api/recipes': call({
    target: async () => ({ title: unique('Shared Stew') }),
    body: (t) => recipeInput(t.title),
    effect: (w, t) => first(w, 'select count(*) as n from recipes where title = ?', [t.title]),
  }),
  'POST /api/recipe-links': call({ body: () => LINK, effect: waitingLinkReads }),
  'GET /api/recipe-links/{id}': call<{ id: string }>({ target: homeCooksLink, params: (t) => ({ id: t.id }) }),
  'POST /api/recipes/read-ingredients': call({ body: () => ({ ingredients: ['1 ½ cups rolled oats', '2 onions, chopped'] }) }),
  'GET /api/recipes/{id}': call<Id & { title: string }>({
    target: byHomeCook(false),
    params: (t) => ({ id: t.id }),
    secret: (t) => t.title,
  }),
  'PUT /api/recipes/{id}': call<Id & { title: string }>({
    target: byHomeCook(true),
    params: (t) => ({ id: t.id }),
    body: (t) => recipeInput(`${t.title} (edited)`),
    effect: (w, t) => recipeRow(w, t.id),
  }),
  'DELETE /api/recipes/{id}': call<Id>({ target: byHomeCook(true), params: (t) => ({ id: t.id }), effect: exists('recipes') }),
  'PUT /api/recipes/{id}/images': call<Id & { photo: Buffer }>({
    target: async (w) => ({ ...(await byHomeCook(true)(w)), photo: await smallPhoto() }),
    params: (t) => ({ id: t.id }),
    body: () => ({ keepImages: [] }),
    upload: (req, t) => req.attach('images', t.photo, 'new-photo.png'),
    effect: (w, t) => recipeRow(w, t.id),
  }),
  'GET /api/recipes/{id}/reviews': call<Id & { title: string }>({
    target: byHomeCook(false),
    params: (t) => ({ id: t.id }),
    secret: (t) => t.title,
  }),
  'POST /api/recipes/{id}/reviews': call<Id>({
    target: byHomeCook(true),
    params: (t) => ({ id: t.id }),
    body: () => ({ rating: 5, comment: 'Would cook again.' }),
    effect: (w, t) => first(w, 'select count(*) as n, max(rating) as rating from reviews where recipe_id = ?', [t.id]),
  }),
  'PATCH /api/reviews/{id}': call<Id>({
    target: (w) => w.make.review(),
    params: (t) => ({ id: t.id }),
    body: () => ({ rating: 1, comment: 'Changed my mind.' }),
    effect: (w, t) => first(w, 'select rating, comment, user_id, recipe_id from reviews where id = ?', [t.id]),
  }),
  'DELETE /api/reviews/{id}': call<Id>({ target: (w) => w.make.review(), params: (t) => ({ id: t.id }), effect: exists('reviews') }),
  'POST /api/reviews/{id}/replies': call<Id>({
    target: (w) => w.make.review(),
    params: (t) => ({ id: t.id }),
    body: () => ({ body: 'Thank you for cooking it!' }),
    effect: (w, t) => first(w, 'select count(*) as n from review_replies where review_id = ?', [t.id]),
  }),
  'PATCH /api/review-replies/{id}': call<Id>({
    target: (w) => homeCooksReply(w),
    params: (t) => ({ id: t.id }),
    body: () => ({ body: 'Changed words.' }),
    effect: (w, t) => first(w, 'select body, user_id, review_id from review_replies where id = ?', [t.id]),
  }),
  'DELETE /api/review-replies/{id}': call<Id>({
    target: (w) => homeCooksReply(w),
    params: (t) => ({ id: t.id }),
    effect: exists('review_replies'),
  }),
  'PUT /api/reviews/{id}/helpful': call<Id>({
    target: (w) => w.make.review(),
    params: (t) => ({ id: t.id }),
    effect: (w, t) => first(w, 'select helpful_count from reviews where id = ?', [t.id]),
  }),
  'DELETE /api/reviews/{id}/helpful': call<Id>({
    target: async (w, caller) => {
      const review = await w.make.review();
      if (caller.user) {
        await w.sql('insert into review_helpful (review_id, user_id, created_at) values (?, ?, now(3))', [review.id, caller.user.id]);
        await w.sql('update reviews set helpful_count = helpful_count + 1 where id = ?', [review.id]);
      }
      return review;
    },
    params: (t) => ({ id: t.id }),
    effect: (w, t) => first(w, 'select helpful_count from reviews where id = ?', [t.id]),
  }),

  'GET /api/collections': call({}),
  'POST /api/collections': call({
    target: async () => ({ name: unique('New collection') }),
    body: (t) => ({ name: t.name, isPublic: true }),
    effect: (w, t) => first(w, 'select count(*) as n from collections where name = ?', [t.name]),
  }),
  'GET /api/collections/{id}': call<Collected>({
    target: homeCooksCollection(false),
    params: (t) => ({ id: t.id }),
    secret: (t) => t.name,
  }),
  'GET /api/collections/{id}/recipes': call<Collected>({
    target: homeCooksCollection(false),
    params: (t) => ({ id: t.id }),
    secret: (t) => `"id":${t.recipeId}`,
  }),
  'PATCH /api/collections/{id}': call<Collected>({
    target: homeCooksCollection(false),
    params: (t) => ({ id: t.id }),
    body: () => ({ name: 'Renamed', isPublic: true }),
    effect: (w, t) => first(w, 'select name, is_public, owner_id from collections where id = ?', [t.id]),
    secret: (t) => t.name,
  }),
  'DELETE /api/collections/{id}': call<Collected>({
    target: homeCooksCollection(true),
    params: (t) => ({ id: t.id }),
    effect: exists('collections'),
  }),
  'PUT /api/collections/{id}/recipes/{recipeId}': call<Collected & { added: number }>({
    target: async (w) => ({ ...(await homeCooksCollection(false)(w)), added: (await w.make.recipe(w.callers.otherAuthor.user!.id)).id }),
    params: (t) => ({ id: t.id, recipeId: t.added }),
    effect: (w, t) => collectionRecipes(w, t),
    secret: (t) => t.name,
  }),
  'DELETE /api/collections/{id}/recipes/{recipeId}': call<Collected>({
    target: homeCooksCollection(true),
    params: (t) => ({ id: t.id, recipeId: t.recipeId }),
    effect: (w, t) => collectionRecipes(w, t),
  }),

  'GET /api/notifications': call({}),
  'GET /api/notifications/unread-count': call({}),
  'PUT /api/notifications/{id}/read': call<Id>({
    target: (w) => homeCooksNotification(w),
    params: (t) => ({ id: t.id }),
    effect: (w, t) => first(w, 'select read_at from notifications where id = ?', [t.id]),
  }),
  'POST /api/notifications/read-all': call({
    target: async (w, caller) => {
      if (caller.user)
        await w.sql("insert into notifications (user_id, kind, created_at) values (?, 'approved', now(3))", [caller.user.id]);
      return {};
    },
    effect: (w, _t, caller) =>
      caller.user
        ? first(w, 'select count(*) as n from notifications where user_id = ? and read_at is null', [caller.user.id])
        : Promise.resolve(null),
  }),
  'GET /api/notifications/settings': call({}),
  'PUT /api/notifications/settings': call<{ byEmail: boolean }>({
    // The opposite of the caller's present choice, so that every call changes it.
    target: async (w, caller) => {
      const [row] = caller.user
        ? await w.sql<{ by_email: number }>("select by_email from notification_settings where user_id = ? and kind = 'follower'", [
            caller.user.id,
          ])
        : [];
      return { byEmail: row ? row.by_email !== 1 : false };
    },
    body: (t) => ({ settings: [{ kind: 'follower', inApp: true, byEmail: t.byEmail }] }),
    effect: (w, _t, caller) => (caller.user ? settingsOf(w, caller.user.id) : Promise.resolve(null)),
  }),
  // The home cook's link: it works for anyone holding it, signed in or not.
  'POST /api/notifications/unsubscribe': call<{ user: number; token: string }>({
    target: async (w) => {
      const user = (await w.make.member('home_cook')).id;
      return { user, token: unsubscribeToken(w.config.sessionSecret, user, 'review') };
    },
    query: (t) => ({ user: String(t.user), kind: 'review', token: t.token }),
    effect: (w, t) => settingsOf(w, t.user),
  }),

  'GET /api/recipes/{id}/swap-votes': call<Id>({ target: byHomeCook(false), params: (t) => ({ id: t.id }) }),
  'PUT /api/recipes/{id}/swap-votes/{key}': call<Id>({
    target: byHomeCook(false),
    params: (t) => ({ id: t.id, key: 'honey:sweetness:maple' }),
    effect: (w, t) => first(w, 'select count(*) as n from swap_votes where recipe_id = ?', [t.id]),
  }),
  'DELETE /api/recipes/{id}/swap-votes/{key}': call<Id>({
    // Said by the caller (any signed-in one), so that taking it back changes the row.
    target: async (w, caller) => {
      const recipe = await byHomeCook(false)(w);
      if (caller.user)
        await w.sql("insert into swap_votes (recipe_id, swap_key, user_id, created_at) values (?, 'honey:sweetness:maple', ?, now(3))", [
          recipe.id,
          caller.user.id,
        ]);
      return recipe;
    },
    params: (t) => ({ id: t.id, key: 'honey:sweetness:maple' }),
    effect: (w, t) => first(w, 'select count(*) as n from swap_votes where recipe_id = ?', [t.id]),
  }),

  'POST /api/reports': call<Id>({
    target: byHomeCook(true),
    body: (t) => ({ targetKind: 'recipe', targetId: t.id, reason: 'spam', note: 'Advertising' }),
    effect: (w, t) => first(w, "select count(*) as n from reports where target_kind = 'recipe' and target_id = ?", [t.id]),
  }),

  'GET /api/favorites': call({}),
  'POST /api/favorites': call<Id>({
    target: byHomeCook(false),
    body: (t) => ({ recipeId: t.id }),
    effect: (w, t) => first(w, 'select count(*) as n from favorites where recipe_id = ?', [t.id]),
  }),
  'DELETE /api/favorites/{recipeId}': call<Id>({
    // Saved by the caller, and by the registered member when the caller is someone else.
    target: async (w, caller) => {
      const recipe = await byHomeCook(true)(w);
      const savers = [caller.user?.id, caller.user?.id === w.callers.registered.user!.id ? undefined : w.callers.registered.user!.id];
      for (const id of savers) if (id) await w.make.favorite(id, recipe.id);
      return recipe;
    },
    params: (t) => ({ recipeId: t.id }),
    effect: (w, t) => first(w, 'select count(*) as n from favorites where recipe_id = ?', [t.id]),
  }),
  'GET /api/favorites/{recipeId}/check': call<Id>({ target: byHomeCook(true), params: (t) => ({ recipeId: t.id }) }),

  'GET /api/shopping-list': call({}),
  'DELETE /api/shopping-list': call<{ ids: number[] }>({
    // An item of the caller's own, and one of the home cook's when the caller is someone else.
    target: async (w, caller) => {
      const owners = [caller.user?.id, caller.user?.id === w.callers.homeCook.user!.id ? undefined : w.callers.homeCook.user!.id];
      const ids: number[] = [];
      for (const id of owners) if (id) ids.push((await w.make.shoppingItem(id)).id);
      return { ids };
    },
    effect: (w, t) => w.sql(`select id from shopping_list_items where id in (${t.ids.map(() => '?').join(', ')}) order by id`, t.ids),
  }),
  'POST /api/shopping-list/recipes/{id}': call<Id>({
    target: byHomeCook(false),
    params: (t) => ({ id: t.id }),
    body: () => ({ servings: 2 }),
    effect: (w, t) => first(w, "select count(*) as n from shopping_list_items where recipes like concat('%\"id\":', ?, ',%')", [t.id]),
  }),
  'POST /api/shopping-list/items': call({
    target: async () => ({ name: unique('Leek').toLowerCase() }),
    body: (t) => ({ text: `2 ${t.name}` }),
    effect: (w, t) => first(w, 'select count(*) as n from shopping_list_items where name = ?', [t.name]),
  }),
  'PATCH /api/shopping-list/items/{itemId}': call<Id>({
    target: (w) => w.make.shoppingItem(w.callers.homeCook.user!.id),
    params: (t) => ({ itemId: t.id }),
    body: () => ({ checked: true }),
    effect: (w, t) => first(w, 'select checked from shopping_list_items where id = ?', [t.id]),
  }),
  'DELETE /api/shopping-list/items/{itemId}': call<Id>({
    target: (w) => w.make.shoppingItem(w.callers.homeCook.user!.id),
    params: (t) => ({ itemId: t.id }),
    effect: exists('shopping_list_items'),
  }),

  'GET /api/admin/stats': call({}),
  'GET /api/admin/users': call({}),
  'PATCH /api/admin/users/{id}': call<Id>({
    target: async (w) => ({ id: (await w.make.member('registered')).id }),
    params: (t) => ({ id: t.id }),
    body: () => ({ role: 'home_cook' }),
    effect: (w, t) => first(w, 'select role, email_verified from users where id = ?', [t.id]),
  }),
  'DELETE /api/admin/users/{id}': call<Id>({
    target: async (w) => ({ id: (await w.make.member('registered')).id }),
    params: (t) => ({ id: t.id }),
    effect: exists('users'),
  }),
  'GET /api/admin/trends': call({}),
  'GET /api/admin/reports': call({}),
  'POST /api/admin/moderation': call<Id>({
    target: (w) => w.make.recipe(w.callers.otherAuthor.user!.id),
    body: (t) => ({ targetKind: 'recipe', targetId: t.id, action: 'hide', reason: 'Not a recipe' }),
    effect: (w, t) => first(w, 'select is_approved from recipes where id = ?', [t.id]),
  }),
  'GET /api/admin/moderation-log': call({}),
  'GET /api/admin/cuisines': call({}),
  'POST /api/admin/cuisines': call({
    target: async () => ({ name: unique('New Cuisine') }),
    body: (t) => ({ name: t.name }),
    effect: (w, t) => first(w, 'select count(*) as n from cuisines where name = ?', [t.name]),
  }),
  'PATCH /api/admin/cuisines/{id}': call<Id>({
    target: async (w) => ({ id: await w.make.cuisine() }),
    params: (t) => ({ id: t.id }),
    body: () => ({ isActive: false }),
    effect: (w, t) => first(w, 'select name, is_active from cuisines where id = ?', [t.id]),
  }),
  'DELETE /api/admin/cuisines/{id}': call<Id>({
    target: async (w) => ({ id: await w.make.cuisine() }),
    params: (t) => ({ id: t.id }),
    effect: exists('cuisines'),
  }),
  'GET /api/admin/recipes': call({}),
  'PATCH /api/admin/recipes/{id}': call<Id>({
    target: byHomeCook(false),
    params: (t) => ({ id: t.id }),
    body: () => ({ isApproved: true }),
    effect: (w, t) => recipeRow(w, t.id),
  }),
  'DELETE /api/admin/recipes/{id}': call<Id>({ target: byHomeCook(true), params: (t) => ({ id: t.id }), effect: exists('recipes') }),
  'GET /api/admin/contact-messages': call({}),
  'PATCH /api/admin/contact-messages/{id}': call<Id>({
    target: async (w) => ({ id: await w.make.message() }),
    params: (t) => ({ id: t.id }),
    body: () => ({ handled: true }),
    effect: (w, t) => first(w, 'select handled_at from contact_messages where id = ?', [t.id]),
  }),
  'POST /api/admin/import-csv': call({
    body: () => ({ dryRun: 'true' }),
    upload: (req) => req.field('dryRun', 'true').attach('csvFile', CSV, { filename: 'recipes.csv', contentType: 'text/csv' }),
    effect: (w) => first(w, 'select count(*) as n from imports', []),
  }),
  'POST /api/admin/import-csv/preview': call({
    upload: (req) => req.attach('csvFile', CSV, { filename: 'recipes.csv', contentType: 'text/csv' }),
  }),
  'GET /api/admin/imports': call({}),
  'GET /api/admin/imports/{jobId}': call({ target: importRun, params: (t) => ({ jobId: t.jobId }) }),
  'GET /api/admin/imports/{jobId}/problems.csv': call({ target: importRun, params: (t) => ({ jobId: t.jobId }) }),
};

/** How the request body goes: as the app sends it, or in a form's encoding instead of JSON. */
export type Encoding = 'native' | 'urlencoded' | 'text' | 'multipart';

export interface SendOptions {
  origin?: string;
  referer?: string;
  encoding?: Encoding;
  /** More body fields (after the files of an upload), as an attacker adds them. */
  extra?: Record<string, unknown>;
  query?: Record<string, string>;
}

const asField = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The call's target, made for this caller, with its preparation done. */
export async function targetFor(w: World, key: string, caller: Caller): Promise<unknown> {
  const spec = CALLS[key];
  const target = spec.target ? await spec.target(w, caller) : {};
  await spec.prepare?.(caller, target);
  return target;
}

/** Sends the call of `key` on this agent. */
export function send(key: string, agent: Agent, target: unknown, options: SendOptions = {}): request.Test {
  const spec = CALLS[key];
  const [method, template] = key.split(' ');
  const params = spec.params?.(target) ?? {};
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  let req = agent[method.toLowerCase() as Method](path);
  if (options.origin) req = req.set('Origin', options.origin);
  if (options.referer) req = req.set('Referer', options.referer);
  if (spec.query) req = req.query(spec.query(target));
  if (options.query) req = req.query(options.query);
  const given = spec.body?.(target) ?? (options.encoding && options.encoding !== 'native' ? { confirm: 'yes' } : undefined);
  const body = options.extra ? { ...given, ...options.extra } : given;
  const fields = (form: request.Test, values: Record<string, unknown>) =>
    Object.entries(values).reduce((f, [name, value]) => f.field(name, asField(value)), form);
  switch (options.encoding ?? 'native') {
    case 'native':
      if (spec.upload) return fields(spec.upload(req, target), options.extra ?? {});
      return body ? req.send(body) : req;
    case 'urlencoded':
      return req.type('form').send(body ?? {});
    case 'text':
      return req.set('Content-Type', 'text/plain').send(JSON.stringify(body ?? {}));
    case 'multipart':
      return fields(req, body ?? {});
  }
}

/**
 * A target made for one call by `who` (by default the first kind of caller who may make it), to
 * send attacks at and then, as a control, the real thing: `send` answers the response and whether
 * the target has changed since it was made. A refused attack leaves it as it was, so one target
 * serves many.
 */
export async function armed(w: World, key: string, who: Actor = allowedActor(key)) {
  const spec = CALLS[key];
  const caller = spec.ownSession ? await w.freshCaller(who) : w.callers[who];
  const target = await targetFor(w, key, caller);
  const effect = async () => JSON.stringify(await spec.effect?.(w, target, caller));
  const before = await effect();
  return {
    caller,
    target,
    expected: outcomeFor(key, who),
    async send(options: SendOptions = {}) {
      const res = await send(key, caller.agent, target, options);
      return { res, changed: (await effect()) !== before };
    },
  };
}
