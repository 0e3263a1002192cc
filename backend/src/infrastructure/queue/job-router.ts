import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { JobsByQueue, QueueName } from '@plantry/shared';
import { UnrecoverableError, type Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { runForRequest } from '../../common/http/request-id.js';
import { Metrics } from '../metrics/metrics.js';

export type JobHandlers<Q extends QueueName> = {
  [N in keyof JobsByQueue[Q]]: (job: Job<JobsByQueue[Q][N]>) => Promise<unknown>;
};

/** The request id a job was given by its producer (`traced`), if any. */
function requestIdOfJob(job: Job): string | undefined {
  const id = (job.data as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * A queue's processor: one handler per job name. The worker's start-up check reads `handlers`
 * to prove that every job name of the queue has one. Each attempt is timed and counted in the
 * metrics, and logs with the id of the request that started the job.
 */
export abstract class JobRouter<Q extends QueueName> extends WorkerHost {
  abstract readonly queue: Q;
  abstract readonly handlers: JobHandlers<Q>;
  protected readonly logger = new Logger(this.constructor.name);
  @Inject(Metrics) private readonly metrics!: Metrics;
  @Inject(PinoLogger) private readonly pino!: PinoLogger;

  async process(job: Job): Promise<unknown> {
    const handler = (this.handlers as Record<string, ((job: Job) => Promise<unknown>) | undefined>)[job.name];
    if (!handler) throw new UnrecoverableError(`No handler for job '${job.name}' on queue '${this.queue}'`);
    const requestId = requestIdOfJob(job);
    const labels = { queue: this.queue, name: job.name };
    const stop = this.metrics.jobDuration.startTimer(labels);
    try {
      const result = await this.pino.runInContext(() => runForRequest(requestId, () => handler(job)), {
        bindings: requestId ? { requestId } : {},
      });
      this.metrics.jobs.inc({ ...labels, outcome: 'completed' });
      return result;
    } catch (error) {
      this.metrics.jobs.inc({ ...labels, outcome: 'failed' });
      throw error;
    } finally {
      stop();
    }
  }

  /** Every failed attempt is logged; BullMQ retries it with backoff until its attempts run out. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    const attempts = job ? `attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1}` : 'unknown job';
    const requestId = job ? requestIdOfJob(job) : undefined;
    this.logger.warn(
      `${this.queue}/${job?.name} ${job?.id}: ${attempts} failed: ${error.message}${requestId ? ` (request ${requestId})` : ''}`,
    );
  }
}
