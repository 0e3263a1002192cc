import { Alert } from 'antd';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import type { QueueHealthDto } from '../../../api';

const STATES = [
  ['waiting', msg`Waiting`],
  ['delayed', msg`Delayed`],
  ['active', msg`Running`],
  ['failed', msg`Failed`],
] as const;

/** Each queue's jobs by state, the workers running, and a warning when jobs cannot move. */
export function QueueHealthTable({ queues, workers }: { queues: QueueHealthDto[]; workers: number }) {
  const failed = queues.reduce((sum, queue) => sum + queue.failed, 0);
  return (
    <>
      {workers === 0 ? (
        <Alert type="error" showIcon title={t`No worker is running: emails, photos and imports wait in their queues.`} />
      ) : (
        <p className="admin-trends__workers">{plural(workers, { one: '# worker running', other: '# workers running' })}</p>
      )}
      {failed > 0 && (
        <Alert
          className="admin-trends__failed"
          type="warning"
          showIcon
          title={
            <Trans>
              <Plural value={failed} one="# job failed: retry it from the" other="# jobs failed: retry them from the" />{' '}
              <a href="/admin/queues">Queue Dashboard</a>.
            </Trans>
          }
        />
      )}
      <table className="admin-trends__table">
        <caption className="visually-hidden">{t`Jobs in each queue`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Queue`}</th>
            {STATES.map(([key, label]) => (
              <th key={key} scope="col">
                {i18n._(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.queue}>
              <th scope="row">{queue.queue}</th>
              {STATES.map(([key]) => (
                <td key={key} className={key === 'failed' && queue.failed > 0 ? 'admin-trends__bad' : undefined}>
                  {i18n.number(queue[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
