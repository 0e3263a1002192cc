import { useId, type ReactNode } from 'react';
import { Alert, Spin, type TableColumnsType } from 'antd';
import { ScrollRegionTable } from '../table/ScrollRegionTable';
import type { ImportColumnDto, ImportedRecipeDto, ImportPreviewDto, ImportPreviewRowDto } from '../../../api';
import { FieldCell, HeaderCell, ImageCell, IngredientsCell, NeededCell, PreviewTitleCell, TagsCell } from './previewCells';
import type { CsvPreview as CsvPreviewState } from './useCsvPreview';

const SEPARATORS: Record<ImportPreviewDto['delimiter'], string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

const columnColumns: TableColumnsType<ImportColumnDto> = [
  { key: 'field', title: 'Field', render: (_, column) => <FieldCell column={column} /> },
  { key: 'needed', title: 'Needed', render: (_, column) => <NeededCell column={column} /> },
  { key: 'header', title: 'Column in your file', render: (_, column) => <HeaderCell column={column} /> },
];

/** The recipe columns of the rows table; a row that fails has none (its reasons span them). */
const RECIPE_COLUMNS: { key: string; title: string; render: (recipe: ImportedRecipeDto) => ReactNode }[] = [
  { key: 'ingredients', title: 'Ingredients', render: (recipe) => <IngredientsCell recipe={recipe} /> },
  { key: 'steps', title: 'Steps', render: (recipe) => recipe.instructions.length },
  { key: 'cuisine', title: 'Cuisine', render: (recipe) => recipe.cuisine ?? '—' },
  { key: 'tags', title: 'Tags', render: (recipe) => <TagsCell recipe={recipe} /> },
  { key: 'image', title: 'Image', render: (recipe) => <ImageCell recipe={recipe} /> },
];

const rowColumns: TableColumnsType<ImportPreviewRowDto> = [
  { key: 'row', title: 'Row', dataIndex: 'rowNumber', width: 64 },
  {
    key: 'recipe',
    title: 'Recipe',
    render: (_, row) => <PreviewTitleCell row={row} />,
    onCell: (row) => ({ colSpan: row.recipe ? 1 : RECIPE_COLUMNS.length + 1 }),
  },
  ...RECIPE_COLUMNS.map(({ key, title, render }) => ({
    key,
    title,
    render: (_: unknown, row: ImportPreviewRowDto) => row.recipe && render(row.recipe),
    onCell: (row: ImportPreviewRowDto) => ({ colSpan: row.recipe ? 1 : 0 }),
  })),
];

function PreviewDetails({ preview }: { preview: ImportPreviewDto }) {
  return (
    <>
      {preview.problem && <Alert type="error" showIcon title="This file cannot be imported" description={preview.problem} />}
      <p className="csv-import__separator">
        Separator: <strong>{SEPARATORS[preview.delimiter]}</strong>
      </p>
      <h3>How the columns are read</h3>
      <ScrollRegionTable<ImportColumnDto>
        className="admin-table"
        aria-label="How the columns are read"
        size="small"
        columns={columnColumns}
        dataSource={preview.columns}
        rowKey="field"
        pagination={false}
        scroll={{ x: 480 }}
      />
      <h3>First rows, as they will be imported</h3>
      <ScrollRegionTable<ImportPreviewRowDto>
        className="admin-table"
        aria-label="First rows"
        size="small"
        columns={rowColumns}
        dataSource={preview.rows}
        rowKey="rowNumber"
        pagination={false}
        scroll={{ x: 860 }}
        locale={{ emptyText: 'No rows under the header.' }}
      />
    </>
  );
}

/** The start of the chosen file as the import will read it, or why it cannot be read. */
export function CsvPreview({ preview, error, isReading }: CsvPreviewState) {
  const headingId = useId();
  return (
    <section className="csv-import__card" aria-labelledby={headingId} aria-busy={isReading}>
      <h2 id={headingId}>Preview</h2>
      {isReading && (
        <p className="csv-import__reading">
          <Spin size="small" /> Reading the start of the file…
        </p>
      )}
      {error && <Alert type="error" showIcon title="The file cannot be read" description={error} />}
      {preview && <PreviewDetails preview={preview} />}
    </section>
  );
}
