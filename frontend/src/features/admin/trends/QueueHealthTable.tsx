import { Alert } from 'antd';
import type { QueueHealthDto } from '../../../api';

const STATES = [
  ['waiting', 'Waiting'],
  ['delayed', 'Delayed'],
  ['active', 'Running'],
  ['failed', 'Failed'],
] as const;

/** Each queue's jobs by state, the workers running, and a warning when jobs cannot move. */
export function QueueHealthTable({ queues, workers }: { queues: QueueHealthDto[]; workers: number }) {
  const failed = queues.reduce((sum, queue) => sum + queue.failed, 0);
  return (
    <>
      {workers === 0 ? (
        <Alert type="error" showIcon title="No worker is running: emails, photos and imports wait in their queues." />
      ) : (
        <p className="admin-trends__workers">{workers === 1 ? '1 worker running' : `${workers} workers running`}</p>
      )}
      {failed > 0 && (
        <Alert
          className="admin-trends__failed"
          type="warning"
          showIcon
          title={
            <>
              {failed === 1 ? '1 job failed' : `${failed} jobs failed`}: retry {failed === 1 ? 'it' : 'them'} from the{' '}
              <a href="/admin/queues">Queue Dashboard</a>.
            </>
          }
        />
      )}
      <table className="admin-trends__table">
        <caption className="visually-hidden">Jobs in each queue</caption>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            {STATES.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
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
                  {queue[key].toLocaleString('en')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
