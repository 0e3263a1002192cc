import { t } from '@lingui/core/macro';
import { errorMessage, usePreviewCsvMutation, type ImportPreviewDto } from '../../../api';
import { useSessionLostHandler } from '../../auth/useSessionLostHandler';
import { previewPart } from './csvFiles';

export interface CsvPreview {
  /** The start of the chosen file as the import will read it. */
  preview?: ImportPreviewDto;
  /** Why the file cannot be read (the server's words, e.g. 'Invalid File: ...'). */
  error?: string;
  isReading: boolean;
  /** The file can be sent: it was read and has the columns an import needs. */
  isUsable: boolean;
}

/**
 * Reads the start of a chosen file through the API (separator, columns, first rows) before anything
 * is imported. Only the latest file's answer counts; a lost session signs in again.
 */
export function useCsvPreview(): CsvPreview & { read: (file: File) => void; clear: () => void } {
  const [sendPreview, { data, error, isLoading, reset }] = usePreviewCsvMutation();
  const handleSessionLost = useSessionLostHandler();

  const read = (file: File) => {
    sendPreview({ importPreviewFormDto: { csvFile: previewPart(file) } })
      .unwrap()
      .catch(handleSessionLost); // other failures are shown in place, from `error`
  };

  return {
    preview: data,
    error: error ? errorMessage(error, t`The file could not be read. Please try again.`) : undefined,
    isReading: isLoading,
    isUsable: data !== undefined && data.problem === null,
    read,
    clear: reset,
  };
}
