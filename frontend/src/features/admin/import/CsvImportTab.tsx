import { useId, useState } from 'react';
import { t } from '@lingui/core/macro';
import { ColumnsGuide } from './ColumnsGuide';
import { CsvFilePicker } from './CsvFilePicker';
import { CsvPreview } from './CsvPreview';
import { ImportButtons } from './ImportButtons';
import { ImportHistory } from './ImportHistory';
import { isFinished } from './importJobs';
import { ImportReport } from './ImportReport';
import { useCsvPreview } from './useCsvPreview';
import { useImportJob } from './useImportJob';
import { useStartImport } from './useStartImport';
import '../table/AdminTable.css';
import './CsvImportTab.css';

/**
 * The CSV Import tab: choose a file, see how it will be read, check it (dry run) or import it,
 * follow the import live and read its report; earlier imports are listed below.
 */
export function CsvImportTab() {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const csv = useCsvPreview();
  const { start, starting } = useStartImport();
  // The report shows one import: the last one started here, or one chosen from the history.
  const [shownJobId, setShownJobId] = useState<string | null>(null);
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  const job = useImportJob(shownJobId);

  const importRunning = starting !== null || (shownJobId === startedJobId && job.report !== undefined && !isFinished(job.report));

  const choose = (chosen: File) => {
    setFile(chosen);
    csv.read(chosen);
  };
  const clear = () => {
    setFile(null);
    csv.clear();
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    const jobId = await start(file, dryRun);
    if (!jobId) return;
    job.watch(jobId);
    setStartedJobId(jobId);
    setShownJobId(jobId);
  };

  return (
    <div className="csv-import">
      <div className="csv-import__top">
        <section className="csv-import__card" aria-labelledby={headingId}>
          <h2 id={headingId}>{t`Upload a CSV file`}</h2>
          <CsvFilePicker file={file} onChoose={choose} onClear={clear} />
          <ImportButtons
            enabled={file !== null && csv.isUsable && !importRunning}
            starting={starting}
            onStart={(dryRun) => void run(dryRun)}
          />
        </section>
        <ColumnsGuide />
      </div>
      {file && <CsvPreview {...csv} />}
      {shownJobId && <ImportReport key={shownJobId} job={job} />}
      <ImportHistory shownJobId={shownJobId ?? undefined} onView={setShownJobId} />
    </div>
  );
}
