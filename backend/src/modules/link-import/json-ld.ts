import { jsonrepair } from 'jsonrepair';
import { attribute, elements, scriptText, type Node } from './html-tree.js';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of each `<script type="application/ld+json">` of the page. */
export function jsonLdBlocks(page: Node): string[] {
  return elements(
    page,
    (element) => element.tagName === 'script' && attribute(element, 'type')?.trim().toLowerCase() === 'application/ld+json',
  ).map(scriptText);
}

/**
 * A block as JSON. Sites publish broken JSON (raw line breaks in strings, `\'`, trailing commas,
 * CDATA or comment wrappers, a closing semicolon): what JSON.parse refuses is mended by jsonrepair; what neither
 * reads is skipped.
 */
export function parseBlock(text: string): Json | undefined {
  const wrapper = /^\s*(\/\/\s*)?<!\[CDATA\[|(\/\/\s*)?\]\]>\s*$|^\s*<!--|-->\s*$|;\s*$/g;
  const unwrapped = text.replace(wrapper, '').replace(wrapper, '').trim();
  try {
    return JSON.parse(unwrapped) as Json;
  } catch {
    try {
      return JSON.parse(jsonrepair(unwrapped)) as Json;
    } catch {
      return undefined;
    }
  }
}

const typesOf = (node: JsonObject): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter((t): t is string => typeof t === 'string');

/** Whether a node is a schema.org Recipe (`Recipe`, `schema:Recipe`, `http://schema.org/Recipe`, or among several types). */
export function isRecipe(node: JsonObject): boolean {
  return typesOf(node).some((type) => /(^|[/:#])Recipe$/i.test(type.trim()));
}

/** Every Recipe node in the blocks: at the top, in lists, in `@graph`, or under another node (a WebPage's mainEntity). */
export function recipeNodes(blocks: readonly string[]): JsonObject[] {
  const found: JsonObject[] = [];
  const seen = new Set<JsonObject>();
  const walk = (value: Json | undefined, depth: number) => {
    if (depth > 8 || value === undefined) return;
    if (Array.isArray(value)) return value.forEach((item) => walk(item, depth + 1));
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    if (isRecipe(value)) found.push(value);
    else for (const child of Object.values(value)) walk(child, depth + 1);
  };
  for (const block of blocks) walk(parseBlock(block), 0);
  return found;
}
