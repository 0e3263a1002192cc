import { veganFlags } from '@plantry/shared';
import { parse } from 'csv-parse/sync';
import { COLUMN_ALIASES, IMPORT_FIELDS, mapColumns, missingColumnsMessage, REQUIRED_FIELDS, type ColumnMap } from './import-columns.js';
import type { ImportPreviewDto, ImportPreviewRowDto } from './dto/import.dto.js';
import { csvOptions, isBlankRecord, sniffCsv, type Delimiter } from './csv-source.js';
import { readRow } from './import-row.js';

export interface FileHead {
  delimiter: Delimiter;
  map: ColumnMap;
  /** The first rows with content, each with its spreadsheet row number. */
  rows: { rowNumber: number; cells: string[] }[];
}

/**
 * Reads the start of a CSV file: its separator, its columns and up to `maxRows` rows. Unless the
 * sample is the `whole` file, a row cut off by its end is left out. Answers a problem in words when
 * it is not CSV.
 */
export function readHead(sample: Buffer, maxRows: number, whole: boolean): FileHead | { problem: string } {
  const sniffed = sniffCsv(sample);
  if ('problem' in sniffed) return sniffed;
  const records: string[][] = [];
  // Only the last record before the end of a partial sample can be cut off.
  let lastMayBeCut = !whole;
  try {
    parse(sample, { ...csvOptions(sniffed.delimiter), on_record: (cells: string[]) => (records.push(cells), cells) });
  } catch {
    // A quote open at the end (of the sample, or of a broken file): the records before it are whole.
    lastMayBeCut = false;
  }
  if (records.length === 0) return { problem: 'the file has no header row' };
  const [header, ...data] = records;
  const rows = (lastMayBeCut ? data.slice(0, -1) : data)
    .map((cells, i) => ({ rowNumber: i + 2, cells }))
    .filter((row) => !isBlankRecord(row.cells))
    .slice(0, maxRows);
  return { delimiter: sniffed.delimiter, map: mapColumns(header), rows };
}

/** What the CSV Import tab shows before importing: how each column is read and the first rows as they will be imported. */
export function previewOf(head: FileHead): ImportPreviewDto {
  const rows: ImportPreviewRowDto[] = head.rows.map(({ rowNumber, cells }) => {
    const result = readRow(cells, head.map);
    if ('problems' in result) return { rowNumber, problems: result.problems.map((p) => ({ rowNumber, ...p })) };
    return { rowNumber, recipe: { ...result.recipe, veganFlags: veganFlags(result.recipe.ingredients) } };
  });
  return {
    delimiter: head.delimiter,
    columns: IMPORT_FIELDS.map((field) => ({
      field,
      required: REQUIRED_FIELDS.includes(field),
      header: head.map.headers[field] ?? null,
      accepted: [...COLUMN_ALIASES[field]],
    })),
    problem: head.map.missing.length ? missingColumnsMessage(head.map.missing) : null,
    rows,
  };
}
