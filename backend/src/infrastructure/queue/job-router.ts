import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { JobsByQueue, QueueName } from '@plantry/shared';
import { UnrecoverableError, type Job } from 'bullmq';

export type JobHandlers<Q extends QueueName> = {
  [N in keyof JobsByQueue[Q]]: (job: Job<JobsByQueue[Q][N]>) => Promise<unknown>;
};

/**
 * A queue's processor: one handler per job name. The worker's start-up check reads `handlers`
 * to prove that every job name of the queue has one.
 */
export abstract class JobRouter<Q extends QueueName> extends WorkerHost {
  abstract readonly queue: Q;
  abstract readonly handlers: JobHandlers<Q>;
  protected readonly logger = new Logger(this.constructor.name);

  async process(job: Job): Promise<unknown> {
    const handler = (this.handlers as Record<string, ((job: Job) => Promise<unknown>) | undefined>)[job.name];
    if (!handler) throw new UnrecoverableError(`No handler for job '${job.name}' on queue '${this.queue}'`);
    return handler(job);
  }

  /** Every failed attempt is logged; BullMQ retries it with backoff until its attempts run out. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    const attempts = job ? `attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1}` : 'unknown job';
    this.logger.warn(`${this.queue}/${job?.name} ${job?.id}: ${attempts} failed: ${error.message}`);
  }
}
