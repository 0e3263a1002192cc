import { parse, type Options, type Parser } from 'csv-parse';
import type { Readable } from 'node:stream';

/** How much of a file is looked at to tell whether it is CSV, and which separator it uses. */
export const SNIFF_BYTES = 64 * 1024;

export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** A record may be this long at most: a broken quote cannot make the parser hold a whole file. */
const MAX_RECORD_BYTES = 1024 * 1024;

export type Sniffed = { delimiter: Delimiter } | { problem: string };

/** The UTF-8 text of the sample, or undefined when it is not UTF-8 (a character cut at the end is fine). */
function utf8Text(sample: Buffer): string | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut < 4 && cut < sample.length; cut++) {
    try {
      return decoder.decode(sample.subarray(0, sample.length - cut));
    } catch {
      if (sample.length < SNIFF_BYTES) return undefined;
    }
  }
  return undefined;
}

/** Control characters that text files do not hold (tab, line ends and form feed are text). */
function hasBinaryControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** The header line: up to the first line break outside quotes. */
function headerLine(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return text.slice(0, i);
  }
  return text;
}

/** How often the separator occurs outside quotes. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let quoted = false;
  let count = 0;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === delimiter) count++;
  }
  return count;
}

/**
 * Tells from the file's first bytes whether it is CSV text: UTF-8 (with or without BOM), no NUL
 * bytes or other binary control characters, and a header line with columns. Answers the separator
 * its header uses most (comma, semicolon or tab), or what is wrong, in words for the admin.
 */
export function sniffCsv(sample: Buffer): Sniffed {
  if (sample.length === 0) return { problem: 'the file is empty' };
  if (sample.includes(0)) return { problem: 'the file holds binary data, not text' };
  const text = utf8Text(sample);
  if (text === undefined) return { problem: 'the file is not UTF-8 text (save it as "CSV UTF-8")' };
  if (hasBinaryControls(text.slice(0, 4096))) return { problem: 'the file holds binary data, not text' };
  const header = headerLine(text.replace(/^\uFEFF/, ''));
  const counts = DELIMITERS.map((delimiter) => ({ delimiter, count: countOutsideQuotes(header, delimiter) }));
  const best = counts.reduce((a, b) => (b.count > a.count ? b : a));
  if (best.count === 0) return { problem: 'the first line has no columns separated by commas, semicolons or tabs' };
  return { delimiter: best.delimiter };
}

/** How every CSV file is parsed, whole or streamed. */
export const csvOptions = (delimiter: Delimiter): Options => ({
  delimiter,
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: false,
  max_record_size: MAX_RECORD_BYTES,
});

/**
 * Streams the records of a CSV file: BOM dropped, CRLF or LF, quoted fields with line breaks and
 * doubled quotes, rows of any length. Blank lines come through as records of empty cells, so that
 * record numbers stay the rows a spreadsheet shows.
 */
export function csvRecords(input: Readable, delimiter: Delimiter): Parser {
  const parser = parse(csvOptions(delimiter));
  input.on('error', (error) => parser.destroy(error));
  // A reader that stops early (an error, a preview) closes the file as well.
  parser.on('close', () => input.destroy());
  return input.pipe(parser);
}

export const isBlankRecord = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/** A parse error in words, with the line it happened at when csv-parse knows it. */
export function csvProblem(error: unknown): string {
  const detail = error as { code?: string; lines?: number; message?: string };
  const at = detail.lines ? ` at line ${detail.lines}` : '';
  if (detail.code === 'CSV_MAX_RECORD_SIZE') return `The file could not be read${at}: a row is over 1 MB long (is a quote left open?)`;
  if (detail.code === 'CSV_QUOTE_NOT_CLOSED') return `The file could not be read: a quoted field is still open where the file ends${at}`;
  return `The file could not be read as CSV${at}: ${detail.message ?? String(error)}`;
}
