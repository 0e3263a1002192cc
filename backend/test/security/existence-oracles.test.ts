import { createWorld, unique, type World } from './support/world.js';

/**
 * Existence oracles for pending recipes (a low finding of the outside review): removing a
 * favourite answered 200 for another member's pending recipe and 404 for no recipe at all, and
 * sharing a recipe whose title and ingredients matched someone else's pending one answered 409.
 * A member must learn nothing of a recipe they cannot see.
 */
describe('pending recipes tell nobody they exist', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  }, 60_000);
  afterAll(() => w.close());

  const member = () => w.callers.registered;

  it('answers removing a favourite of a pending recipe as for a recipe that does not exist', async () => {
    const pending = await w.make.recipe(w.callers.otherAuthor.user!.id, { approved: false });
    const missing = await member().agent.delete('/api/favorites/999999999');
    const hidden = await member().agent.delete(`/api/favorites/${pending.id}`);
    expect({ status: hidden.status, body: hidden.body }).toEqual({ status: missing.status, body: missing.body });
    expect(hidden.status).toBe(404);
  });

  it('still removes a favourite the member saved before the recipe went back to review', async () => {
    const recipe = await w.make.recipe(w.callers.otherAuthor.user!.id);
    await member().agent.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
    await w.sql('update recipes set is_approved = 0 where id = ?', [recipe.id]);
    await member().agent.delete(`/api/favorites/${recipe.id}`).expect(200);
    expect(await w.sql('select 1 from favorites where user_id = ? and recipe_id = ?', [member().user!.id, recipe.id])).toEqual([]);
  });

  it("lets a cook share a recipe that matches another member's pending one, and refuses a published or own duplicate", async () => {
    const cook = w.callers.homeCook;
    const other = w.callers.otherAuthor;
    const recipe = (title: string) => ({
      title,
      description: 'A stew.',
      ingredients: ['1 cup lentils', '1 onion'],
      instructions: ['Simmer.'],
    });
    const title = unique('Secret Stew');
    const pending = await other.agent.post('/api/recipes').send(recipe(title)).expect(201);
    await w.sql('update recipes set is_approved = 0 where id = ?', [pending.body.id]);
    // Same title and ingredients, written differently: nothing says the pending one exists.
    await cook.agent.post('/api/recipes').send(recipe(title.toUpperCase())).expect(201);
    // A duplicate of one's own recipe, or of a published one, is still refused.
    const own = await cook.agent.post('/api/recipes').send(recipe(title)).expect(409);
    expect(own.body.message).toBe('A recipe with this title and these ingredients already exists');
    const published = unique('Open Stew');
    await other.agent.post('/api/recipes').send(recipe(published)).expect(201);
    await cook.agent.post('/api/recipes').send(recipe(published)).expect(409);
    // An edit into another member's pending recipe is not refused either; into a published one it is.
    const mine = await cook.agent
      .post('/api/recipes')
      .send(recipe(unique('Mine')))
      .expect(201);
    await cook.agent.put(`/api/recipes/${mine.body.id}`).send(recipe(published)).expect(409);
  });
});
