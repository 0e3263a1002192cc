import { t } from '@lingui/core/macro';
import { errorMessage, useImportCsvMutation } from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { useSessionLostHandler } from '../../auth/useSessionLostHandler';

export type StartingUpload = 'dryRun' | 'import';

/**
 * Uploads a whole file to import it, or only to check it (a dry run). Resolves to the job to follow;
 * a refusal says 'Import Failed' with the server's reason (a lost session signs in again instead).
 */
export function useStartImport() {
  const [importCsv, { isLoading, originalArgs }] = useImportCsvMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  const start = async (file: File, dryRun: boolean): Promise<string | undefined> => {
    try {
      const { jobId } = await importCsv({ importCsvFormDto: { csvFile: file, dryRun } }).unwrap();
      return jobId;
    } catch (error) {
      if (!handleSessionLost(error)) {
        notifications.error({ title: t`Import Failed`, description: errorMessage(error, t`Failed to import CSV file`) });
      }
      return undefined;
    }
  };

  /** Which upload is under way, if one is: a dry run or an import. */
  const starting: StartingUpload | null = isLoading ? (originalArgs?.importCsvFormDto.dryRun ? 'dryRun' : 'import') : null;
  return { start, starting };
}
