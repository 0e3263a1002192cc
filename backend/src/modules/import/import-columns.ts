/** What an imported row can give a recipe, and which of those a file must have. */
export const IMPORT_FIELDS = ['title', 'description', 'ingredients', 'instructions', 'cuisine', 'tags', 'image'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_FIELDS: readonly ImportField[] = ['title', 'ingredients', 'instructions'];

/**
 * Header names per field, best first (SPEC.md's and PRODUCT.md's names, then the usual ones of
 * recipe exports). Headers are compared in lower case with '_' and '-' read as spaces.
 */
export const COLUMN_ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  title: ['title', 'recipe title', 'recipe name', 'name', 'recipe'],
  description: ['description', 'intro', 'introduction', 'summary', 'about'],
  ingredients: ['ingredients', 'ingredient list', 'recipe ingredients', 'ingredient'],
  instructions: ['instructions', 'method', 'directions', 'steps', 'preparation', 'recipe instructions', 'instruction'],
  cuisine: ['cuisine', 'country', 'recipe cuisine', 'region', 'category'],
  tags: ['tags', 'keywords', 'keyword', 'tag', 'labels'],
  image: ['image', 'image url', 'imageurl', 'image link', 'photo', 'photo url', 'picture', 'img'],
};

/** How the admin is told about each field (report columns and messages). */
export const FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  title: 'title',
  description: 'description',
  ingredients: 'ingredients',
  instructions: 'instructions',
  cuisine: 'cuisine',
  tags: 'tags',
  image: 'image URL',
};

export const normaliseHeader = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ');

export interface ColumnMap {
  /** The position of each field's column in the header row. */
  positions: Partial<Record<ImportField, number>>;
  /** The header each field was read from, as written in the file. */
  headers: Partial<Record<ImportField, string>>;
  /** Required fields without a column. */
  missing: ImportField[];
}

/** Finds each field's column: the best alias present wins; a column serves one field only. */
export function mapColumns(headerRow: readonly string[]): ColumnMap {
  const normalised = headerRow.map(normaliseHeader);
  const taken = new Set<number>();
  const map: ColumnMap = { positions: {}, headers: {}, missing: [] };
  for (const field of IMPORT_FIELDS) {
    for (const alias of COLUMN_ALIASES[field]) {
      const position = normalised.findIndex((header, i) => header === alias && !taken.has(i));
      if (position >= 0) {
        taken.add(position);
        map.positions[field] = position;
        map.headers[field] = headerRow[position].replace(/^\uFEFF/, '').trim();
        break;
      }
    }
  }
  map.missing = REQUIRED_FIELDS.filter((field) => map.positions[field] === undefined);
  return map;
}

/** The message for a file without some required columns, naming them and the names accepted. */
export function missingColumnsMessage(missing: readonly ImportField[]): string {
  const named = (field: ImportField) => {
    const names = COLUMN_ALIASES[field].slice(0, 3).map((alias) => `'${alias}'`);
    return `${FIELD_LABELS[field]} column (named ${names.slice(0, -1).join(', ')} or ${names.at(-1)})`;
  };
  return `The file has no ${missing.map(named).join(' and no ')}`;
}
