import { unitOfSpelling } from './ingredient-units.js';

/** Adverbs of a preparation: 'finely chopped', 'very thinly sliced'. */
const ADVERB = String.raw`(?:very|finely|roughly|coarsely|thinly|thickly|lightly|firmly|loosely|freshly|well)\s+`;
/** What the cook does to the food (not how it is sold: 'ground', 'dried', 'toasted', 'pitted' name a product). */
const PREPARED = String.raw`(?:(?:${ADVERB})*(?:chopped|diced|minced|sliced|grated|shredded|crushed|quartered|halved|torn|cubed|peeled|drained|rinsed|melted|softened|beaten|whisked|mashed|crumbled|cooked|cooled|boiled|steamed|sifted|packed|trimmed|seeded|deseeded|cored|zested|juiced|julienned|spiralized|soaked|thawed|squeezed|pressed|pureed|snipped|scrubbed|stemmed|washed|hulled)|freshly\s+(?:ground|cracked))`;
/** Preparations before the food: '1/2 cup finely chopped onion', 'peeled and diced apple'. */
const LEADING_PREPARATION = new RegExp(String.raw`^(${PREPARED}(?:\s*,?\s+(?:and\s+|or\s+)?${PREPARED})*)\s+(?=\S)`, 'i');
/** A preparation after the food, alone or going on: 'fresh ginger grated', 'onion peeled and cut into pieces'. */
const TRAILING_PREPARATION = new RegExp(
  String.raw`\s+(?=(?:${PREPARED}|cut)(?:$|\s+(?:and|or|into|in|on|to|with|lengthwise|crosswise|thin|thinly|thick|fine|finely|small|roughly|coarsely)\b))`,
  'i',
);
/** Notes at the end that take no comma: 'salt to taste', 'berries any variety'. */
const TRAILING_NOTE =
  /\s+((?:or\s+)?to taste|as needed|as required|for serving|to serve|for garnish|to garnish|optional|divided|if desired|(?:of\s+)?any (?:variety|kind|type))$/i;
/** Notes at the start: 'as required salt', 'q.b. pepe' (Italian 'to taste'). */
const LEADING_NOTE = /^(as required|as needed|to taste|optional|q\.\s?b\.)\s+/i;
/** What a note after a comma starts with: a preparation, an adverb, a use ('1 onion, finely chopped', ', to taste', ', divided'). */
const NOTE_START =
  /^(?:\p{L}{3,}(?<!e)(?:ed|ly)|cut|torn|to|for|at|as|or|plus|about|approx|such|if|preferably|optional|divided|room|zest|juice|see|use|any|e\.g|into|with|without|reserved|\d)\b/iu;
/** A word of a note: 'diced', 'finely', 'only' (not 'red', 'grapeseed'). */
const NOTE_WORD = String.raw`\p{L}{2,}(?<!e)(?:ed|ly)`;
/** The last item of a list of kinds ('sweet, vidalia or maui onion'), not a note ('seeds removed and diced', 'white and green parts'). */
const LAST_ITEM = new RegExp(String.raw`(?:^|\s)(?:and/or|and|or|&)\s+(?!${NOTE_WORD}\b)(?!.*\b(?:${NOTE_WORD}$|parts?\b))`, 'iu');
/** An amount of something else, as an alternative or an addition: 'or 2 tablespoons almond butter', '+ 2 tbsp'. */
const OTHER_AMOUNT = /\s+((?:or|plus|\+)\s+\d.*)$/i;
/** An addition before the food: '1 tablespoon plus 2 teaspoons vinegar'. */
const PLUS_FIRST = /^((?:plus|\+)\s+[\d½¼¾⅓⅔⅛][\d./½¼¾⅓⅔⅛]*\s+(\S+))\s+(?=\S)/i;

/** '(1 cup)' as '1 cup', as WordPress recipe cards double their parentheses. */
const unwrapped = (aside: string): string => {
  const text = aside.trim();
  return /^\([^()]*\)$/.test(text) ? text.slice(1, -1).trim() : text;
};

/** The parenthesised asides of a text as notes ('((1 cup))' as '1 cup'), and the text without them. */
export function takeAsides(text: string, notes: string[]): string {
  let rest = '';
  let depth = 0;
  let aside = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (depth === 0 && char !== ')') rest += char;
    else if (depth > 0) aside += char;
    if (char === ')' && depth > 0 && --depth === 0) {
      notes.push(unwrapped(aside.slice(1, -1)));
      aside = '';
      rest += ' ';
    }
  }
  if (aside) notes.push(unwrapped(aside.slice(1))); // a parenthesis never closed
  return rest.replace(/\s+/g, ' ').trim();
}

/**
 * The name and the notes after a comma. The commas of a list of kinds stay in the name: 'corn,
 * grapeseed, or neutral oil', '1 large sweet, vidalia or maui onion', 'boneless, skinless chicken'
 * (not after a plural, which is the food: 'oats, regular or quick').
 */
function splitAtComma(text: string): [string, string[]] {
  const parts = text.split(',').map((part) => part.trim());
  let end = 1;
  if (parts.length > 1 && /^\S+(?: \S+)?$/.test(parts[0]) && !/[^s]s$/i.test(parts[0]) && !NOTE_START.test(parts[1])) {
    const last = parts.findIndex((part, i) => i > 0 && LAST_ITEM.test(part));
    if (last > 0 && parts.slice(1, last).every((part) => !NOTE_START.test(part))) end = last + 1;
    else if (/^\p{L}+less\s/u.test(parts[1])) end = 2;
  }
  return [parts.slice(0, end).join(', '), parts.slice(end)];
}

/** Splits `text` at `pattern`'s first match (the rest becomes a note), if it leaves a name. */
function noteAfter(text: string, pattern: RegExp, notes: string[]): string {
  const match = pattern.exec(text);
  if (!match || match.index === 0) return text;
  notes.push(text.slice(match.index + match[0].length - (match[1]?.length ?? 0)).trim());
  return text.slice(0, match.index).trim();
}

/** Takes a match at the start of `text` (its first group) as a note. */
function noteBefore(text: string, match: RegExpExecArray | null, notes: string[]): string {
  if (!match) return text;
  notes.push(match[1]);
  return text.slice(match[0].length);
}

/**
 * The name and the note of what follows the amount and unit: asides in parentheses, what follows
 * a comma, a dash or a full stop, preparations before or after the food, 'to taste' and the like
 * are the note; the rest is the name. After a container (`product`), the words name what is
 * bought ('1 can chopped tomatoes').
 */
export function nameAndNote(description: string, notes: string[], product = false): { name: string; note: string | null } {
  const [first, afterComma] = splitAtComma(takeAsides(description, notes));
  const later = afterComma.filter(Boolean);
  let name = first;
  name = noteAfter(name, /\s+[-–—]\s+/, later);
  name = noteAfter(name, /\.\s+(?=\p{Lu})/u, later);
  name = noteAfter(name, OTHER_AMOUNT, later);
  for (let end = TRAILING_NOTE.exec(name); end; end = TRAILING_NOTE.exec(name)) {
    later.unshift(end[1]);
    name = name.slice(0, end.index).trim();
  }
  const plus = PLUS_FIRST.exec(name);
  if (plus && unitOfSpelling(plus[2])) name = noteBefore(name, plus, notes);
  name = noteBefore(name, LEADING_NOTE.exec(name), notes);
  if (!product) name = noteBefore(name, LEADING_PREPARATION.exec(name), notes);
  if (!product) name = noteAfter(name, TRAILING_PREPARATION, later);
  const note = [...notes, ...later].filter(Boolean).join(', ');
  return { name: name.replace(/[\s,;:.*]+$/, ''), note: note || null };
}
