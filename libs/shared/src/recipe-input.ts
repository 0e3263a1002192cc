/**
 * Reading recipe lists in every form SPEC.md names: an array, a JSON list string, a brace-wrapped
 * list string (`{"Chop the onion","Fry, gently"}` or `{a,b}`), or newline-separated text.
 */

/** Bullets and step numbers at the start of a pasted line: '- ', '• ', '1. ', '2) ', 'Step 3: '. */
const LEADING_MARKER = /^(?:[-*•·]|\d{1,3}[.)]|step\s+\d{1,3}\s*[:.)-]?)\s+/iu;

function cleanItems(items: readonly unknown[]): string[] {
  return items
    .map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item) : ''))
    .map((item) => item.trim().replace(LEADING_MARKER, '').trim())
    .filter(Boolean);
}

function parseJsonList(text: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? cleanItems(value) : undefined;
  } catch {
    return undefined;
  }
}

/** Items of a brace-wrapped list; double quotes protect commas, a backslash escapes the next character. */
function parseBraceList(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 1; i < text.length - 1; i += 1) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length - 1) current += text[++i];
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return cleanItems(items);
}

/**
 * A list of ingredients or instructions in any accepted form, items trimmed and empty ones dropped;
 * undefined for anything that is not text or a list.
 */
export function parseTextList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return cleanItems(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.startsWith('[')) {
    const list = parseJsonList(text);
    if (list) return list;
  }
  if (text.startsWith('{') && text.endsWith('}')) return parseBraceList(text);
  return cleanItems(text.split(/\r?\n/));
}

/**
 * Tags from a JSON list string, an array, or comma-separated text: trimmed, lower case, a leading
 * '#' dropped, duplicates ignored, first spelling order kept.
 */
export function parseTags(value: unknown): string[] | undefined {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value !== 'string') return undefined;
  else items = (value.trim().startsWith('[') ? parseJsonList(value.trim()) : undefined) ?? value.split(',');
  const tags = items.map((item) => (typeof item === 'string' ? item.trim().replace(/^#+/, '').trim().toLowerCase() : '')).filter(Boolean);
  return [...new Set(tags)];
}
