import { RECIPE_LIMITS } from '@plantry/shared';
import { Duration } from 'luxon';
import { plainLines, plainText } from './html-tree.js';
import type { Json, JsonObject } from './json-ld.js';

/** What a recipe page gives the editor: a draft the member reviews before sharing it. */
export interface LinkedRecipe {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings: number | null;
  /** The picture's absolute http(s) address, fetched later through the safe fetcher. */
  imageUrl: string | null;
  cuisine: string | null;
  tags: string[];
  /** The page itself: the draft's 'Full Recipe' link. */
  linkToFullRecipe: string;
}

/** A value as a list, nested lists flattened (some sites wrap theirs twice). */
const list = (value: Json | undefined): Json[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value.flat(3) : [value];
const isObject = (value: Json): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const texts = (value: Json | undefined): string[] =>
  list(value).flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? [String(item)] : []));
const firstText = (value: Json | undefined): string => plainText(texts(value)[0] ?? '');

/** An ISO 8601 duration (`PT1H30M`, `P0DT0H20M`) in whole minutes; null when absent, unreadable or out of range. */
export function minutesOf(value: Json | undefined): number | null {
  const text = firstText(value);
  if (!text) return null;
  const duration = Duration.fromISO(text.toUpperCase());
  if (!duration.isValid) return null;
  const minutes = Math.round(duration.as('minutes'));
  return minutes > 0 && minutes <= RECIPE_LIMITS.minutesMax ? minutes : null;
}

/** Servings from recipeYield: `4`, `"4 servings"`, `["4", "4 bowls"]`, `"Serves 4-6"` (the first number). */
export function servingsOf(value: Json | undefined): number | null {
  for (const item of texts(value)) {
    const number = Number(/\d+/.exec(item)?.[0]);
    if (number >= 1 && number <= RECIPE_LIMITS.servingsMax) return number;
  }
  return null;
}

/** The steps: a text (one step a line), texts, HowToStep items, HowToSection and ItemList groups of them. */
export function stepsOf(value: Json | undefined, depth = 0): string[] {
  if (depth > 4) return [];
  return list(value).flatMap((item): string[] => {
    if (typeof item === 'string') return plainLines(item);
    if (!isObject(item)) return [];
    if (item.itemListElement !== undefined) return stepsOf(item.itemListElement, depth + 1);
    const text = firstText(item.text) || firstText(item.name) || firstText(item.description);
    return text ? [text] : [];
  });
}

/** The picture: a URL, an ImageObject (`url`, `contentUrl`) or a list of them; the first http(s) one, made absolute. */
export function imageOf(value: Json | undefined, pageUrl: string): string | null {
  for (const item of list(value)) {
    const raw = typeof item === 'string' ? item : isObject(item) ? (texts(item.url)[0] ?? texts(item.contentUrl)[0]) : undefined;
    if (!raw) continue;
    try {
      const url = new URL(raw.trim(), pageUrl);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.href.length <= RECIPE_LIMITS.linkMax) return url.href;
    } catch {
      // not an address: try the next
    }
  }
  return null;
}

/** With no cook time, what the total leaves after the prep time (the whole total when prep is unknown). */
function cookFromTotal(total: number | null, prep: number | null): number | null {
  if (total === null || prep === null) return total;
  return total > prep ? total - prep : null;
}

/** Tags from keywords: a comma-separated text or a list. */
function tagsOf(value: Json | undefined): string[] {
  const words = texts(value).flatMap((text) => text.split(','));
  const tags = words.map((word) => plainText(word).toLowerCase()).filter((tag) => tag && tag.length <= RECIPE_LIMITS.tagMax);
  return [...new Set(tags)].slice(0, RECIPE_LIMITS.tagsMax);
}

/** The draft of a schema.org Recipe node (from JSON-LD or microdata), within the editor's limits. */
export function draftOf(node: JsonObject, pageUrl: string): LinkedRecipe {
  const items = (lines: string[]) => lines.map((line) => clip(line, RECIPE_LIMITS.listItemMax)).slice(0, RECIPE_LIMITS.listItemsMax);
  const ingredients = texts(node.recipeIngredient).length ? node.recipeIngredient : node.ingredients;
  const prepMinutes = minutesOf(node.prepTime);
  const cookMinutes = minutesOf(node.cookTime) ?? cookFromTotal(minutesOf(node.totalTime), prepMinutes);
  return {
    title: clip(firstText(node.name) || firstText(node.headline), RECIPE_LIMITS.titleMax),
    description: clip(plainText(texts(node.description).join(' ')), RECIPE_LIMITS.descriptionMax),
    ingredients: items(texts(ingredients).map(plainText).filter(Boolean)),
    instructions: items(stepsOf(node.recipeInstructions)),
    prepMinutes,
    cookMinutes,
    servings: servingsOf(node.recipeYield),
    imageUrl: imageOf(node.image ?? node.thumbnailUrl, pageUrl),
    cuisine: clip(firstText(node.recipeCuisine), RECIPE_LIMITS.tagMax) || null,
    tags: tagsOf(node.keywords),
    linkToFullRecipe: pageUrl,
  };
}
