import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { IMPORT_LIMITS } from '@plantry/shared';

/** The names the API takes (its own check is the same); a browser may give a CSV file no type. */
const CSV_NAME = /\.(csv|tsv|txt)$/i;

export const IMPORT_MAX_MEGABYTES = IMPORT_LIMITS.maxBytes / 1024 / 1024;

/** The API's words for a file over the limit (413), said before the upload instead. */
export const tooLargeMessage = () => t`The CSV file must be at most ${IMPORT_MAX_MEGABYTES} MB`;

/** Whether a chosen file looks like CSV text: its name, or the type the browser gives it. */
export function isCsvFile(file: File): boolean {
  return CSV_NAME.test(file.name) || file.type === 'text/csv';
}

export function isTooLarge(file: File): boolean {
  return file.size > IMPORT_LIMITS.maxBytes;
}

/**
 * The start of `file` that the preview reads (its header and first rows), as a CSV file of the
 * same name: a 100 MB file is not sent twice. The API leaves out a last row cut off by the end.
 */
export function previewPart(file: File): File {
  return new File([file.slice(0, IMPORT_LIMITS.previewBytes)], file.name, { type: 'text/csv' });
}

/** '512 bytes', '12.5 KB', '3.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return t`${bytes} bytes`;
  const [size, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${i18n.number(size, { maximumFractionDigits: 1 })} ${unit}`;
}
