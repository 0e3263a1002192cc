import { attribute, elements, textOf, type Element, type Node } from './html-tree.js';
import type { Json, JsonObject } from './json-ld.js';

const hasScope = (element: Element) => attribute(element, 'itemscope') !== undefined;
const isRecipeScope = (element: Element) => hasScope(element) && /schema\.org\/Recipe\b/i.test(attribute(element, 'itemtype') ?? '');

/** An itemprop's value by the HTML microdata rules: attributes for media, links, meta, time and data. */
function valueOf(element: Element): Json {
  if (hasScope(element)) return itemOf(element);
  switch (element.tagName) {
    case 'meta':
      return attribute(element, 'content') ?? '';
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
      return attribute(element, 'src') ?? attribute(element, 'content') ?? '';
    case 'a':
    case 'link':
    case 'area':
      return attribute(element, 'href') ?? '';
    case 'time':
      return attribute(element, 'datetime') ?? textOf(element);
    case 'data':
    case 'meter':
      return attribute(element, 'value') ?? '';
    default:
      return attribute(element, 'content') ?? textOf(element);
  }
}

/** One item: its properties, each a value or a list of them, as JSON-LD writes them. */
function itemOf(scope: Element): JsonObject {
  const item: JsonObject = { '@type': (attribute(scope, 'itemtype') ?? '').split(/\s+/)[0].replace(/^https?:\/\/schema\.org\//i, '') };
  // Its properties are the itemprop elements inside it, but not those of the items nested in it.
  const props = elements(scope, (element) => attribute(element, 'itemprop') !== undefined, hasScope);
  for (const element of props) {
    const value = valueOf(element);
    for (const name of (attribute(element, 'itemprop') ?? '').split(/\s+/).filter(Boolean)) {
      const had = item[name];
      item[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
    }
  }
  return item;
}

/** The Recipe items marked up with microdata (itemscope itemtype="https://schema.org/Recipe"). */
export function microdataRecipes(page: Node): JsonObject[] {
  return elements(page, isRecipeScope, isRecipeScope).map(itemOf);
}
