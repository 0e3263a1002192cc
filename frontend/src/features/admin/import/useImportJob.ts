import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { t } from '@lingui/core/macro';
import { importedRecipeTags, plantryApi, useGetImportQuery, type ImportReportDto } from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { useAppDispatch } from '../../../app/store';
import { importSummary, isFinished } from './importJobs';

/** How often an unfinished import's report is asked for. */
export const IMPORT_POLL_MS = 1000;

export interface ImportJob {
  report?: ImportReportDto;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Follows one import (`jobId`): its report is asked for every second while it is queued or running,
 * and no more once it has finished.
 *
 * An import this screen started or saw unfinished is announced once when it finishes ('Import
 * Successful', 'Dry Run Finished' or 'Import Failed'), and what it changed is asked for again: the
 * history, and after a real import every list and counter its recipes appear in. Old reports opened
 * from the history are not announced.
 */
export function useImportJob(jobId: string | null): ImportJob & { watch: (jobId: string) => void } {
  const [polling, setPolling] = useState(true);
  const {
    currentData: report,
    isError,
    refetch,
  } = useGetImportQuery(jobId ? { jobId } : skipToken, {
    pollingInterval: polling ? IMPORT_POLL_MS : 0,
  });
  const unfinished = report === undefined || !isFinished(report);
  if (unfinished !== polling) setPolling(unfinished);

  const notifications = useNotifications();
  const dispatch = useAppDispatch();
  // Jobs to announce when they finish; a job leaves the set when announced, so it is announced once.
  const watched = useRef(new Set<string>());

  useEffect(() => {
    if (!report) return;
    if (!isFinished(report)) {
      watched.current.add(report.jobId);
      return;
    }
    if (!watched.current.delete(report.jobId)) return;
    if (report.state === 'completed') {
      notifications.success({ title: report.dryRun ? t`Dry Run Finished` : t`Import Successful`, description: importSummary(report) });
    } else {
      notifications.error({ title: t`Import Failed`, description: report.message ?? t`Failed to import CSV file` });
    }
    // A failed import may have written its first batches before it stopped.
    dispatch(plantryApi.util.invalidateTags(report.dryRun ? ['AdminImports'] : ['AdminImports', ...importedRecipeTags]));
  }, [report, notifications, dispatch]);

  return {
    report,
    isError,
    refetch,
    /** Announces `jobId` when it finishes, even when its first report already says it has. */
    watch: (started) => watched.current.add(started),
  };
}
