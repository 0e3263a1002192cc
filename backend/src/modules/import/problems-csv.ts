/** Text a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text gets a leading apostrophe (shown as text), then it is quoted. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The problems of an import as a CSV file (with a BOM, so that spreadsheets read it as UTF-8). */
export function problemsCsv(problems: readonly { rowNumber: number; column: string; reason: string }[]): string {
  const lines = [['Row', 'Column', 'Problem'], ...problems.map((p) => [p.rowNumber, p.column, p.reason])];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
