import type { SqlPart } from '../../common/sql-part.js';
import { parseSearch } from './search-terms.js';

export type { SqlPart };

/**
 * Where full-text search happens. This one uses MariaDB's FULLTEXT index; a dedicated search
 * engine can replace it without touching callers.
 */
export interface RecipeSearch {
  /** The condition that a recipe (alias r) matches the search, and its relevance score. */
  match(search: string): { where: SqlPart; score: SqlPart } | undefined;
}

const FULLTEXT_COLUMNS = 'r.title, r.description, r.ingredients, r.tags';

export class FulltextRecipeSearch implements RecipeSearch {
  match(search: string) {
    const terms = parseSearch(search);
    if (terms.fulltext) {
      const against = { sql: `match(${FULLTEXT_COLUMNS}) against (? in boolean mode)`, params: [terms.fulltext] };
      return { where: against, score: against };
    }
    if (terms.titleContains) {
      const like = `%${terms.titleContains.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      return { where: { sql: 'r.title like ?', params: [like] }, score: { sql: '1', params: [] } };
    }
    return undefined;
  }
}
