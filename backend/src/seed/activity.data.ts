/**
 * Demo activity for development and demo instances: members who cook from the catalogue without
 * writing recipes, and what reviewers say. Comments are short and fit any dish, sweet or savoury
 * (no salt, spice or oven); a line tied to a tag (soup, dessert, spicy...) is only used for a
 * recipe with that tag.
 */
import type { SeedAuthor } from './recipes.data.js';

/** Demo members who review and save recipes but wrote none. Like the cooks, they have no password. */
export const SEED_MEMBERS: readonly SeedAuthor[] = [
  { key: 'tom', firstName: 'Tom', lastName: 'Becker', email: 'tom.becker@example.com' },
  { key: 'amara', firstName: 'Amara', lastName: 'Nwosu', email: 'amara.nwosu@example.com' },
  { key: 'jonas', firstName: 'Jonas', lastName: 'Lindqvist', email: 'jonas.lindqvist@example.com' },
  { key: 'chloe', firstName: 'Chloé', lastName: 'Martin', email: 'chloe.martin@example.com' },
];

/**
 * How often each star count is given, out of 100: mostly 4 and 5, some 3, few lower, as on
 * recipe sites where people mostly review what they liked.
 */
export const STAR_WEIGHTS: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = { 5: 48, 4: 33, 3: 12, 2: 5, 1: 2 };

/** What a reviewer says, by the stars they gave. */
export const COMMENTS_BY_STARS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Absolutely delicious. The steps were clear and it came out perfectly.',
    'Made this twice this week already. Everyone asked for seconds.',
    'Really well balanced flavours. This one is going into our regular rotation.',
    'A keeper! I doubled the quantities and nothing was left.',
    'My non-vegan family did not miss a thing. Thank you for sharing!',
    'Followed it exactly and would not change a thing.',
    'So good. I have already sent the recipe to two friends.',
    'Wonderful recipe, and easier than it looks.',
  ],
  4: [
    'Really tasty. I will make a double batch next time.',
    'Very good, though it took me a bit longer than the stated time.',
    'Lovely flavours. I swapped a couple of ingredients for what I had and it still worked.',
    'Solid recipe, we enjoyed it and would make it again.',
    'Tasty and not too fiddly.',
    'Good recipe. I halved the quantities for the two of us and it worked well.',
  ],
  3: [
    'Decent, but not quite as flavourful as I hoped. I will adjust it next time.',
    'It was fine. A good base to build on.',
    'Nice idea, though mine did not come together quite as described.',
    'Okay overall. Took longer than expected.',
  ],
  2: [
    'Not quite for me. The flavours did not come together the way I hoped.',
    'I followed the steps but it did not turn out well. Might try again with changes.',
  ],
  1: ['Sadly this did not work for me at all.'],
};

/** A second sentence for a good review (4 or 5 stars) of a recipe with this tag. */
export const COMMENTS_BY_TAG: Readonly<Record<string, readonly string[]>> = {
  quick: ['Quick to put together, exactly as promised.', 'On the table in no time.'],
  'one-pot': ['Love that it all happens in one pot. Hardly any washing up.'],
  'meal-prep': ['Made a batch on Sunday and it kept well for days.'],
  'make-ahead': ['Even better the next day.'],
  spicy: ['Nice heat without being overwhelming.'],
  'kid-friendly': ['My kids loved it, which is saying something.'],
  dessert: ['A lovely dessert, not too sweet.'],
  breakfast: ['A great weekend breakfast.'],
  'comfort-food': ['Proper comfort food for a cold evening.'],
  soup: ['Warming and full of flavour.'],
  'high-protein': ['Filling, and it kept me going all afternoon.'],
  budget: ['Cheap to make and still feels special.'],
  salad: ['Fresh and bright, and it actually fills you up.'],
};
