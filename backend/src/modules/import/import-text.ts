import { parseTags, parseTextList } from '@plantry/shared';

/** Headings that scraped recipes put before their lists ('Ingredients', 'Method:', 'For the sauce' stays). */
const HEADING = /^(?:ingredients?|method|preparation|directions?|instructions?|steps?|how to make it|you will need)\s*:?$/i;
/** Scraped page furniture: unit and scale switches ('Units', 'US', 'M', 'Scale', '1x2x3x'). */
const PAGE_NOISE = /^(?:units?|us|m|usm|metric|scale|\d+x(?:\d+x)*)$/i;

/** A Python list literal (`['1 cup oats', "2 tbsp maple"]`), as some exports write lists; undefined if the text is not one. */
function parsePythonList(text: string): string[] | undefined {
  if (!/^\[\s*['"]/.test(text) || !text.endsWith(']')) return undefined;
  const items: string[] = [];
  let i = 1;
  while (i < text.length - 1) {
    const quote = text[i];
    if (quote === "'" || quote === '"') {
      let item = '';
      for (i += 1; i < text.length - 1 && text[i] !== quote; i += 1) item += text[i] === '\\' ? text[++i] : text[i];
      items.push(item);
      i += 1;
    } else if (/[\s,]/.test(quote)) i += 1;
    else return undefined;
  }
  return items;
}

/** A paragraph longer than `max` split between sentences into parts of at most `max` (a sentence longer than that stays whole). */
function splitLongLine(line: string, max: number): string[] {
  if (line.length <= max) return [line];
  const parts: string[] = [];
  for (const sentence of line.split(/(?<=[.!?])\s+/)) {
    const last = parts.length - 1;
    if (last >= 0 && parts[last].length + 1 + sentence.length <= max) parts[last] += ` ${sentence}`;
    else parts.push(sentence);
  }
  return parts;
}

/**
 * The lines of an imported ingredient list or method: JSON, Python or brace-wrapped lists, or text
 * with one item per line; bullets and step numbers dropped; leading headings and page furniture
 * dropped; paragraphs longer than `maxLength` split between sentences.
 */
export function importedLines(value: string | undefined, maxLength: number): string[] {
  const text = (value ?? '').trim();
  if (!text) return [];
  const lines = parseTextList(parsePythonList(text) ?? text) ?? [];
  const kept = lines.filter((line) => !PAGE_NOISE.test(line));
  while (kept.length && HEADING.test(kept[0])) kept.shift();
  return kept.flatMap((line) => splitLongLine(line, maxLength));
}

/** Tags from keywords: comma-separated or a list, lower case, de-duplicated, within the limits. */
export function importedTags(value: string | undefined, max: number, maxLength: number): string[] {
  return (parseTags(value ?? '') ?? []).filter((tag) => tag.length <= maxLength).slice(0, max);
}

/** The first cuisine named ('American, German' gives 'American'), or undefined. */
export function importedCuisine(value: string | undefined, maxLength: number): string | undefined {
  const first = (value ?? '').split(/[,;|]/)[0]?.trim().replace(/\s+/g, ' ');
  return first && first.length <= maxLength ? first : undefined;
}
