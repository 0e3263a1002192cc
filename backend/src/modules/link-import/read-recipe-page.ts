import { parsePage } from './html-tree.js';
import { jsonLdBlocks, recipeNodes } from './json-ld.js';
import { microdataRecipes } from './microdata.js';
import { draftOf, type LinkedRecipe } from './recipe-draft.js';

/** What a page gives: a draft, or why it gives none. */
export type PageReading = { recipe: LinkedRecipe; source: 'json-ld' | 'microdata' } | { problem: 'no-recipe' };

/** How complete a draft is: the richest Recipe of a page is taken when it has several. */
const richness = (draft: LinkedRecipe) =>
  (draft.title ? 4 : 0) + Math.min(draft.ingredients.length, 3) + Math.min(draft.instructions.length, 3);

/**
 * The schema.org Recipe of a page, from its JSON-LD (also inside @graph, lists and other nodes)
 * or else its microdata, as a draft for the editor. `pageUrl` is the page's final address (after
 * redirects): relative picture addresses are read against it, and it becomes the Full Recipe link.
 */
export function readRecipePage(html: string, pageUrl: string): PageReading {
  const page = parsePage(html);
  for (const [source, nodes] of [
    ['json-ld', recipeNodes(jsonLdBlocks(page))],
    ['microdata', microdataRecipes(page)],
  ] as const) {
    const drafts = nodes
      .map((node) => draftOf(node, pageUrl))
      .filter((draft) => draft.title && (draft.ingredients.length || draft.instructions.length));
    if (drafts.length) return { recipe: drafts.reduce((best, draft) => (richness(draft) > richness(best) ? draft : best)), source };
  }
  return { problem: 'no-recipe' };
}
