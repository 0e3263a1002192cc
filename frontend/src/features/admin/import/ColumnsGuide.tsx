import { useId } from 'react';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { IMPORT_MAX_MEGABYTES } from './csvFiles';

/**
 * The product's names of the columns a recipe file holds (SPEC.md section 5): headers the import
 * reads, in every language, so they are shown as written and marked as English for screen readers.
 */
const REQUIRED_COLUMNS = ['recipe title', 'description or intro', 'ingredients', 'instructions or method'];
const OPTIONAL_COLUMNS = ['country or cuisine', 'keywords or tags', 'image URL'];

/** How the import reads a file, as the API does it (import-columns.ts, imports.service.ts). */
const HINTS = [
  msg`Column names are written in English, as listed here, whatever language the site is shown in.`,
  msg`Column names are matched case-insensitively, and common aliases work too (e.g. 'name', 'method', 'directions', 'steps', 'preparation', 'category', 'keywords', 'photo').`,
  msg`A row without a description uses its first instruction step.`,
  msg`The file must be UTF-8 CSV text separated by commas, semicolons or tabs, at most ${IMPORT_MAX_MEGABYTES} MB.`,
  msg`Recipes already on the site (same title and ingredients) are skipped, so importing a file twice is safe.`,
  msg`Imported recipes belong to the admin who imports them and are published at once.`,
  msg`Ingredients the vegan check flags are imported and marked for review in Recipe Management.`,
];

function ColumnList({ title, columns }: { title: string; columns: string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ul className="csv-import__list">
        {columns.map((column) => (
          <li key={column}>
            <code lang="en">{column}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a file must hold and how it is read, next to the file picker. */
export function ColumnsGuide() {
  const headingId = useId();
  const hintsId = useId();
  return (
    <section className="csv-import__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`What the file needs`}</h2>
      <div className="csv-import__columns">
        <ColumnList title={t`Required columns`} columns={REQUIRED_COLUMNS} />
        <ColumnList title={t`Optional columns`} columns={OPTIONAL_COLUMNS} />
      </div>
      <h3 id={hintsId}>{t`Good to know`}</h3>
      <ul className="csv-import__list" aria-labelledby={hintsId}>
        {HINTS.map((hint) => (
          <li key={hint.id}>{i18n._(hint)}</li>
        ))}
      </ul>
    </section>
  );
}
