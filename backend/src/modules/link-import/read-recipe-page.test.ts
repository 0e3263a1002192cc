import { RECIPE_LIMITS } from '@plantry/shared';
import { readRecipePage } from './read-recipe-page.js';

const PAGE = 'https://cooks.example/recipes/chana-masala';
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
/** A JSON-LD block as a site writes it: `</` escaped, so no text can close the element. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${(typeof data === 'string' ? data : JSON.stringify(data)).replaceAll('</', '<\\/')}</script>`;
const recipe = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Chana &amp; Masala',
  description: '<p>A weeknight <b>classic</b>.</p>',
  recipeIngredient: ['1 can chickpeas', '2 tomatoes'],
  recipeInstructions: [
    { '@type': 'HowToSection', name: 'Sauce', itemListElement: [{ '@type': 'HowToStep', text: 'Fry the onion.' }] },
    { '@type': 'HowToStep', name: 'Simmer', text: 'Simmer with the chickpeas.' },
  ],
  prepTime: 'PT10M',
  totalTime: 'PT1H',
  recipeYield: ['4', '4 bowls'],
  image: [{ '@type': 'ImageObject', url: '/img/chana.jpg' }],
  recipeCuisine: ['Indian'],
  keywords: 'curry, Chickpeas, curry',
};

describe('readRecipePage', () => {
  it('reads a JSON-LD Recipe into a draft for the editor', () => {
    expect(readRecipePage(page(jsonLd(recipe)), PAGE)).toEqual({
      source: 'json-ld',
      recipe: {
        title: 'Chana & Masala',
        description: 'A weeknight classic.',
        ingredients: ['1 can chickpeas', '2 tomatoes'],
        instructions: ['Fry the onion.', 'Simmer with the chickpeas.'],
        prepMinutes: 10,
        cookMinutes: 50,
        servings: 4,
        imageUrl: 'https://cooks.example/img/chana.jpg',
        cuisine: 'Indian',
        tags: ['curry', 'chickpeas'],
        linkToFullRecipe: PAGE,
      },
    });
  });

  it('finds the Recipe in @graph, under a WebPage and among several types', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebSite' }, { '@type': 'WebPage', mainEntity: { ...recipe, '@type': ['Recipe', 'NewsArticle'] } }],
    };
    const reading = readRecipePage(page(jsonLd(graph)), PAGE);
    expect('recipe' in reading && reading.recipe.title).toBe('Chana & Masala');
  });

  it("mends JSON as sites publish it: raw line breaks, \\' , trailing commas, a CDATA wrapper, a closing semicolon", () => {
    const broken = `// <![CDATA[
{"@type": "Recipe", "name": "Don\\'t skip it", "recipeIngredient": ["1 lemon",], "recipeInstructions": "Zest it.
Juice it.",};
//]]>`;
    const reading = readRecipePage(page(jsonLd(broken)), PAGE);
    expect(reading).toMatchObject({
      recipe: { title: "Don't skip it", ingredients: ['1 lemon'], instructions: ['Zest it.', 'Juice it.'] },
    });
  });

  it('reads microdata when there is no JSON-LD', () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Dal</h1><img itemprop="image" src="dal.jpg" alt="">
      <meta itemprop="prepTime" content="PT5M"><span itemprop="recipeYield">Serves 2-3</span>
      <ul><li itemprop="recipeIngredient">1 cup lentils</li><li itemprop="recipeIngredient">1 onion</li></ul>
      <ol itemprop="recipeInstructions"><li>Rinse.</li><li>Boil.</li></ol>
      <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Not the title</span></div>
    </div>`;
    expect(readRecipePage(page('', body), PAGE)).toMatchObject({
      source: 'microdata',
      recipe: {
        title: 'Dal',
        ingredients: ['1 cup lentils', '1 onion'],
        instructions: ['Rinse.', 'Boil.'],
        prepMinutes: 5,
        servings: 2,
        imageUrl: 'https://cooks.example/recipes/dal.jpg',
      },
    });
  });

  it('answers no-recipe for a page without one, or whose Recipe has neither ingredients nor steps', () => {
    expect(readRecipePage(page('<title>News</title>', '<p>Hello</p>'), PAGE)).toEqual({ problem: 'no-recipe' });
    expect(readRecipePage(page(jsonLd({ '@type': 'Recipe', name: 'Only a name' })), PAGE)).toEqual({ problem: 'no-recipe' });
    expect(readRecipePage(page(jsonLd('{ not json at all')), PAGE)).toEqual({ problem: 'no-recipe' });
  });

  it('keeps hostile text as plain text, and within the editor limits', () => {
    const hostile = {
      '@type': 'Recipe',
      name: `<img src=x onerror=alert(1)>"Tofu" $& $\` \u0007 ${'x'.repeat(500)}`,
      recipeIngredient: Array.from({ length: 150 }, (_, i) => `${i} <script>alert(1)</script>g tofu`),
      recipeInstructions: `Step $& one\u0000\n${'y'.repeat(5000)}`,
      image: 'javascript:alert(1)',
      prepTime: 'PT999H',
      recipeYield: 'Serves 5000',
    };
    const reading = readRecipePage(page(jsonLd(hostile)), PAGE);
    if (!('recipe' in reading)) throw new Error('no recipe');
    const { recipe: r } = reading;
    expect(r.title.startsWith('"Tofu" $& $` xxx')).toBe(true);
    expect(r.title.length).toBeLessThanOrEqual(RECIPE_LIMITS.titleMax);
    expect(r.ingredients).toHaveLength(RECIPE_LIMITS.listItemsMax);
    expect(r.ingredients[1]).toBe('1 g tofu');
    expect(r.instructions[0]).toBe('Step $& one');
    expect(r.instructions[1].length).toBeLessThanOrEqual(RECIPE_LIMITS.listItemMax);
    expect([r.imageUrl, r.prepMinutes, r.servings]).toEqual([null, null, null]);
  });
});
