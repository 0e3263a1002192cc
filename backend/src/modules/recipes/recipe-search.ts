import type { SqlPart } from '../../common/sql-part.js';
import { parseSearch } from './search-terms.js';

export type { SqlPart };

/**
 * Where full-text search happens. This one uses MariaDB's FULLTEXT indexes; a dedicated search
 * engine can replace it without touching callers.
 */
export interface RecipeSearch {
  /**
   * The condition that a recipe (alias r) matches the search, and its ranking: an ORDER BY list,
   * best first, before the caller's tie-breakers.
   */
  match(search: string): { where: SqlPart; rank: SqlPart } | undefined;
}

const FULLTEXT_COLUMNS = 'r.title, r.description, r.ingredients, r.tags';

/** A LIKE pattern matching the text literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Titles first (docs/decisions/catalogue.md, "Search ranks titles first"): the recipe whose whole
 * title is what was typed, then recipes whose title has a word starting with every term (the title's
 * own FULLTEXT index, so accents, case and word boundaries are the index's), then by relevance over
 * all the recipe's text.
 */
export class FulltextRecipeSearch implements RecipeSearch {
  match(search: string) {
    const terms = parseSearch(search);
    const exactTitle = { sql: 'r.title = ? desc', params: [terms.phrase] };
    if (terms.fulltext) {
      const against = { sql: `match(${FULLTEXT_COLUMNS}) against (? in boolean mode)`, params: [terms.fulltext] };
      return {
        where: against,
        rank: {
          sql: `${exactTitle.sql}, match(r.title) against (? in boolean mode) > 0 desc, ${against.sql} desc`,
          params: [...exactTitle.params, terms.fulltext, ...against.params],
        },
      };
    }
    if (terms.titleContains) {
      const text = literal(terms.titleContains);
      return {
        where: { sql: 'r.title like ?', params: [`%${text}%`] },
        rank: {
          sql: `${exactTitle.sql}, (r.title like ? or r.title like ?) desc`,
          params: [...exactTitle.params, `${text}%`, `% ${text}%`],
        },
      };
    }
    return undefined;
  }
}
