import { Tag } from 'antd';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ImportDto } from '../../../api';

const STATES: Record<ImportDto['state'], { label: MessageDescriptor; color: string }> = {
  queued: { label: msg`Queued`, color: 'default' },
  running: { label: msg`Running`, color: 'processing' },
  completed: { label: msg`Completed`, color: 'success' },
  failed: { label: msg`Failed`, color: 'error' },
};

/** Where an import is (Queued, Running, Completed, Failed), and 'Dry run' for a check. */
export function ImportTags({ job }: { job: Pick<ImportDto, 'state' | 'dryRun'> }) {
  const { label, color } = STATES[job.state];
  return (
    <span className="csv-import__tags">
      <Tag color={color}>{i18n._(label)}</Tag>
      {job.dryRun && <Tag color="blue">{t`Dry run`}</Tag>}
    </span>
  );
}
