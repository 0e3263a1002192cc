import { recordedJson, rememberJson, withFields } from '../../common/http/cached-json.interceptor.js';
import type { RecipeCardDto, RecipePageDto } from './dto/recipe.dto.js';
import { withHearts } from './hearts.js';

const HOSTILE = 'Soup "}]{ <script>$&$`\u0000\u001f\u2028 é 🌶️';

function card(id: number, title: string): RecipeCardDto {
  return {
    id,
    title,
    description: `${title} ${'long '.repeat(50)}`,
    featuredImage: null,
    featuredImageVariants: null,
    cuisine: { id: 1, name: 'Thai "}' },
    tags: ['a}', '"b"', '{'],
    avgRating: 4.5,
    reviewCount: 2,
    author: { id: 9, name: HOSTILE },
    createdAt: new Date('2026-01-02T03:04:05Z'),
    isApproved: true,
  } as RecipeCardDto;
}

/** A page as the recipe cache hands it out: parsed from its JSON text, the text recorded. */
function cachedPage(items: RecipeCardDto[]): RecipePageDto {
  const json = JSON.stringify({ items, total: 99, limit: 24, offset: 0 });
  return rememberJson(JSON.parse(json) as RecipePageDto, json);
}

describe("a member's hearts on a cached page", () => {
  it('splice into its JSON text exactly what serialising the hearted page writes, whatever the cards hold', () => {
    const page = cachedPage([card(1, HOSTILE), card(2, '}'), card(3, '')]);
    const hearted = withHearts(page, new Set([2, 3]));
    expect(hearted.items.map((c) => c.isFavorite)).toEqual([false, true, true]);
    expect(recordedJson(hearted)).toBe(JSON.stringify(hearted));
    // The cached page itself is left as it was, for the next member.
    expect(recordedJson(page)).not.toContain('isFavorite');
    expect(recordedJson(withHearts(page, new Set()))).toBe(JSON.stringify(withHearts(page, new Set())));
  });

  it('work on an empty page and on a page without recorded text', () => {
    const empty = withHearts(cachedPage([]), new Set([1]));
    expect(recordedJson(empty)).toBe('{"items":[],"total":99,"limit":24,"offset":0}');
    const fresh = withHearts({ items: [card(1, 'a')], total: 1, limit: 24, offset: 0 }, new Set([1]));
    expect(fresh.items[0].isFavorite).toBe(true);
    expect(recordedJson(fresh)).toBeUndefined();
  });

  it('are not spliced into a text that does not read as the page (left for serialisation)', () => {
    const items = [card(1, 'a')];
    const reordered = rememberJson({ items, total: 1, limit: 24, offset: 0 }, JSON.stringify({ total: 1, items, limit: 24, offset: 0 }));
    expect(recordedJson(withHearts(reordered, new Set([1])))).toBeUndefined();
    const alreadyHearted = cachedPage([{ ...card(1, 'a'), isFavorite: false }]);
    expect(recordedJson(withHearts(alreadyHearted, new Set([1])))).toBeUndefined();
  });
});

describe('fields added to a value with recorded JSON', () => {
  it('extend its text as serialisation would', () => {
    const value = rememberJson({ title: HOSTILE }, JSON.stringify({ title: HOSTILE }));
    const added = withFields(value, { isFavorite: true, note: HOSTILE });
    expect(recordedJson(added)).toBe(JSON.stringify(added));
    expect(recordedJson(withFields(rememberJson({}, '{}'), { n: 1 }))).toBe('{"n":1}');
    expect(recordedJson(withFields(value, { gone: undefined }))).toBe(JSON.stringify(value));
  });

  it('leave a field the value already has to serialisation (no key twice)', () => {
    const value = rememberJson({ isFavorite: false }, '{"isFavorite":false}');
    const added = withFields(value, { isFavorite: true });
    expect(added.isFavorite).toBe(true);
    expect(recordedJson(added)).toBeUndefined();
  });
});
