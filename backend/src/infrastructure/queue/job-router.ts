import { WorkerHost } from '@nestjs/bullmq';
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

  async process(job: Job): Promise<unknown> {
    const handler = (this.handlers as Record<string, ((job: Job) => Promise<unknown>) | undefined>)[job.name];
    if (!handler) throw new UnrecoverableError(`No handler for job '${job.name}' on queue '${this.queue}'`);
    return handler(job);
  }
}
