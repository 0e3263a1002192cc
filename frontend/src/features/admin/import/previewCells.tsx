import { Tag, Typography } from 'antd';
import { PictureOutlined, WarningOutlined } from '@ant-design/icons';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ImportColumnDto, ImportedRecipeDto, ImportPreviewRowDto, ImportProblemDto } from '../../../api';
import { SwapIdeas } from '../../../shared/ui/SwapIdeas';

/** The fields of a recipe a column can fill, as the admin knows them. */
const FIELD_NAMES: Record<ImportColumnDto['field'], MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  ingredients: msg`Ingredients`,
  instructions: msg`Instructions`,
  cuisine: msg`Cuisine`,
  tags: msg`Tags`,
  image: msg`Image URL`,
};

/** Ingredients shown per row; the count tells the rest. */
const INGREDIENTS_SHOWN = 3;

const quoted = (names: string[]) => names.map((name) => `'${name}'`).join(', ');

export function FieldCell({ column }: { column: ImportColumnDto }) {
  return <span className="csv-import__field">{i18n._(FIELD_NAMES[column.field])}</span>;
}

export function NeededCell({ column }: { column: ImportColumnDto }) {
  return column.required ? <Tag color="green">{t`Required`}</Tag> : <Tag>{t`Optional`}</Tag>;
}

/** The file's header read for a field, or 'not found' (in red when the import needs it) with the names that work. */
export function HeaderCell({ column }: { column: ImportColumnDto }) {
  if (column.header !== null) return <code>{column.header}</code>;
  return (
    <>
      <Typography.Text type={column.required ? 'danger' : 'secondary'} strong={column.required}>
        {t`not found`}
      </Typography.Text>
      <span className="admin-table__secondary">{t`Names read: ${quoted(column.accepted.slice(0, 4))}`}</span>
    </>
  );
}

/** Why a row will not be imported, one reason a line, in red. */
function RowProblems({ problems }: { problems: ImportProblemDto[] }) {
  return (
    <ul className="csv-import__row-problems">
      {problems.map(({ column, reason }) => (
        <li key={`${column}: ${reason}`}>
          <Typography.Text type="danger">{`${column}: ${reason}`}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** The vegan check's words for a recipe, each once, shown (not in a tooltip: phones have no hover). */
function VeganFlags({ recipe }: { recipe: ImportedRecipeDto }) {
  const terms = [...new Set(recipe.veganFlags.map((flag) => flag.term))];
  if (terms.length === 0) return null;
  return (
    <span className="csv-import__flags">
      <Tag color="red" icon={<WarningOutlined aria-hidden />}>
        {t`May not be vegan`}
      </Tag>
      <span className="admin-table__secondary">{t`Flagged: ${terms.join(', ')}`}</span>
      {[...new Set(recipe.veganFlags.map((flag) => flag.line))].map((line) => (
        <SwapIdeas key={line} line={line} />
      ))}
    </span>
  );
}

/** The recipe's title and the vegan check's warning; for a row that fails, why. */
export function PreviewTitleCell({ row }: { row: ImportPreviewRowDto }) {
  if (!row.recipe) {
    return (
      <>
        <Typography.Text type="danger" strong>
          {t`Will not be imported`}
        </Typography.Text>
        <RowProblems problems={row.problems ?? []} />
      </>
    );
  }
  return (
    <>
      <span className="csv-import__title">{row.recipe.title}</span>
      <VeganFlags recipe={row.recipe} />
    </>
  );
}

export function IngredientsCell({ recipe }: { recipe: ImportedRecipeDto }) {
  const { ingredients } = recipe;
  return (
    <>
      {ingredients.slice(0, INGREDIENTS_SHOWN).join(', ')}
      {ingredients.length > INGREDIENTS_SHOWN && '…'}
      <span className="admin-table__secondary">{t`${ingredients.length} in all`}</span>
    </>
  );
}

export function TagsCell({ recipe }: { recipe: ImportedRecipeDto }) {
  if (recipe.tags.length === 0) return '—';
  return (
    <span className="csv-import__tags">
      {recipe.tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
    </span>
  );
}

/** Whether the row names an image to fetch (the address in full on hover). */
export function ImageCell({ recipe }: { recipe: ImportedRecipeDto }) {
  if (!recipe.imageUrl) return t`No`;
  return (
    <span className="csv-import__image" title={recipe.imageUrl}>
      <PictureOutlined aria-hidden /> {t`Yes`}
    </span>
  );
}
