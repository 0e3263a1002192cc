import { Tag } from 'antd';
import type { ImportDto } from '../../../api';

const STATES: Record<ImportDto['state'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Running', color: 'processing' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** Where an import is (Queued, Running, Completed, Failed), and 'Dry run' for a check. */
export function ImportTags({ job }: { job: Pick<ImportDto, 'state' | 'dryRun'> }) {
  const { label, color } = STATES[job.state];
  return (
    <span className="csv-import__tags">
      <Tag color={color}>{label}</Tag>
      {job.dryRun && <Tag color="blue">Dry run</Tag>}
    </span>
  );
}
