import { recordedJson, rememberJson } from '../../common/http/cached-json.interceptor.js';
import type { RecipeCardDto, RecipePageDto } from './dto/recipe.dto.js';

const ITEMS_OPENING = '{"items":[';
/** Where each card ends in a page's recorded JSON text (the offset of its closing brace); null when it cannot be told. */
const cardEnds = new WeakMap<object, number[] | null>();

/**
 * The offsets of the cards' closing braces in the page's JSON text: the page opens with its items
 * (RecipesService builds it so), each card's text as JSON.stringify writes it, one comma between.
 * Found once per cached page; a page whose text does not read so gets none.
 */
function endsOf(page: RecipePageDto, json: string): number[] | null {
  let ends = cardEnds.get(page);
  if (ends !== undefined) return ends;
  ends = null;
  if (json.startsWith(ITEMS_OPENING) && page.items.every((card) => card.isFavorite === undefined)) {
    let start = ITEMS_OPENING.length;
    const found = page.items.map((card) => {
      const end = start + JSON.stringify(card).length - 1;
      start = end + 2;
      return end;
    });
    const last = found.length - 1;
    if (found.every((end, i) => json[end] === '}' && json[end + 1] === (i === last ? ']' : ','))) ends = found;
  }
  cardEnds.set(page, ends);
  return ends;
}

/** The cards with the member's hearts on them. */
export function heartsOn(cards: RecipeCardDto[], saved: ReadonlySet<number>): RecipeCardDto[] {
  return cards.map((card) => ({ ...card, isFavorite: saved.has(card.id) }));
}

/**
 * The page with the member's hearts on its cards. A cached page's JSON text is spliced (a heart
 * inserted before each card's closing brace) instead of serialising its 24 cards again: a third of
 * what a member's list page cost beyond a visitor's (docs/decisions/performance.md).
 */
export function withHearts<P extends RecipePageDto>(page: P, saved: ReadonlySet<number>): P {
  const items = heartsOn(page.items, saved);
  const hearted = { ...page, items };
  const json = recordedJson(page);
  const ends = json === undefined ? null : endsOf(page, json);
  if (json === undefined || !ends) return hearted;
  let text = '';
  let from = 0;
  ends.forEach((end, i) => {
    text += json.slice(from, end) + (items[i].isFavorite ? ',"isFavorite":true' : ',"isFavorite":false');
    from = end;
  });
  return rememberJson(hearted, text + json.slice(from));
}
