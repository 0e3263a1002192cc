import { useId, type ReactNode } from 'react';
import { Alert, Spin, type TableColumnsType } from 'antd';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ScrollRegionTable } from '../table/ScrollRegionTable';
import type { ImportColumnDto, ImportedRecipeDto, ImportPreviewDto, ImportPreviewRowDto } from '../../../api';
import { FieldCell, HeaderCell, ImageCell, IngredientsCell, NeededCell, PreviewTitleCell, TagsCell } from './previewCells';
import type { CsvPreview as CsvPreviewState } from './useCsvPreview';

const SEPARATORS: Record<ImportPreviewDto['delimiter'], MessageDescriptor> = { ',': msg`comma`, ';': msg`semicolon`, '\t': msg`tab` };

const columnColumns = (): TableColumnsType<ImportColumnDto> => [
  { key: 'field', title: t`Field`, render: (_, column) => <FieldCell column={column} /> },
  { key: 'needed', title: t`Needed`, render: (_, column) => <NeededCell column={column} /> },
  { key: 'header', title: t`Column in your file`, render: (_, column) => <HeaderCell column={column} /> },
];

/** The recipe columns of the rows table; a row that fails has none (its reasons span them). */
const RECIPE_COLUMNS: { key: string; title: MessageDescriptor; render: (recipe: ImportedRecipeDto) => ReactNode }[] = [
  { key: 'ingredients', title: msg`Ingredients`, render: (recipe) => <IngredientsCell recipe={recipe} /> },
  { key: 'steps', title: msg`Steps`, render: (recipe) => recipe.instructions.length },
  { key: 'cuisine', title: msg`Cuisine`, render: (recipe) => recipe.cuisine ?? '—' },
  { key: 'tags', title: msg`Tags`, render: (recipe) => <TagsCell recipe={recipe} /> },
  { key: 'image', title: msg`Image`, render: (recipe) => <ImageCell recipe={recipe} /> },
];

const rowColumns = (): TableColumnsType<ImportPreviewRowDto> => [
  { key: 'row', title: t`Row`, dataIndex: 'rowNumber', width: 64 },
  {
    key: 'recipe',
    title: t`Recipe`,
    render: (_, row) => <PreviewTitleCell row={row} />,
    onCell: (row) => ({ colSpan: row.recipe ? 1 : RECIPE_COLUMNS.length + 1 }),
  },
  ...RECIPE_COLUMNS.map(({ key, title, render }) => ({
    key,
    title: i18n._(title),
    render: (_: unknown, row: ImportPreviewRowDto) => row.recipe && render(row.recipe),
    onCell: (row: ImportPreviewRowDto) => ({ colSpan: row.recipe ? 1 : 0 }),
  })),
];

function PreviewDetails({ preview }: { preview: ImportPreviewDto }) {
  return (
    <>
      {preview.problem && <Alert type="error" showIcon title={t`This file cannot be imported`} description={preview.problem} />}
      <p className="csv-import__separator">
        {t`Separator:`} <strong>{i18n._(SEPARATORS[preview.delimiter])}</strong>
      </p>
      <h3>{t`How the columns are read`}</h3>
      <ScrollRegionTable<ImportColumnDto>
        className="admin-table"
        aria-label={t`How the columns are read`}
        size="small"
        columns={columnColumns()}
        dataSource={preview.columns}
        rowKey="field"
        pagination={false}
        scroll={{ x: 480 }}
      />
      <h3>{t`First rows, as they will be imported`}</h3>
      <ScrollRegionTable<ImportPreviewRowDto>
        className="admin-table"
        aria-label={t`First rows`}
        size="small"
        columns={rowColumns()}
        dataSource={preview.rows}
        rowKey="rowNumber"
        pagination={false}
        scroll={{ x: 860 }}
        locale={{ emptyText: t`No rows under the header.` }}
      />
    </>
  );
}

/** The start of the chosen file as the import will read it, or why it cannot be read. */
export function CsvPreview({ preview, error, isReading }: CsvPreviewState) {
  const headingId = useId();
  return (
    <section className="csv-import__card" aria-labelledby={headingId} aria-busy={isReading}>
      <h2 id={headingId}>{t`Preview`}</h2>
      {isReading && (
        <p className="csv-import__reading">
          <Spin size="small" /> {t`Reading the start of the file…`}
        </p>
      )}
      {error && <Alert type="error" showIcon title={t`The file cannot be read`} description={error} />}
      {preview && <PreviewDetails preview={preview} />}
    </section>
  );
}
