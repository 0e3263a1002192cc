// The link import's door (issue 25): reading a recipe page into a draft. The endpoint, the worker
// job that fetches the page through the safe fetcher, and the editor's side come next.
export { readRecipePage, type PageReading } from './read-recipe-page.js';
export type { LinkedRecipe } from './recipe-draft.js';
