import { Processor } from '@nestjs/bullmq';
import type { Type } from '@nestjs/common';
import type { QueueName } from '@plantry/shared';
import type { AppConfig } from '../../config/app-config.js';

export interface JobLocks {
  /** How long a worker's lock on its job lasts; the worker renews it halfway while it runs. */
  lockDuration: number;
  /** How often workers look for active jobs whose lock expired (their worker died) and run them again. */
  stalledInterval: number;
}

/** Each queue's own locks: BullMQ's defaults, shorter for imports, whose restart after a crash should not wait. */
export const DEFAULT_JOB_LOCKS: Readonly<Record<QueueName, JobLocks>> = {
  email: { lockDuration: 30_000, stalledInterval: 30_000 },
  images: { lockDuration: 30_000, stalledInterval: 30_000 },
  import: { lockDuration: 15_000, stalledInterval: 5_000 },
  links: { lockDuration: 30_000, stalledInterval: 30_000 },
  recipes: { lockDuration: 30_000, stalledInterval: 30_000 },
};

/** Jobs of a queue that one worker runs at once (BullMQ's default is 1): a link read mostly waits on another site. */
const CONCURRENCY: Readonly<Partial<Record<QueueName, number>>> = { links: 4 };

/** The queue's locks, or JOB_LOCK_MS and JOB_STALLED_CHECK_MS when they are set. */
export function jobLocks(queue: QueueName, jobs: AppConfig['jobs']): JobLocks {
  const own = DEFAULT_JOB_LOCKS[queue];
  return { lockDuration: jobs.lockMs ?? own.lockDuration, stalledInterval: jobs.stalledCheckMs ?? own.stalledInterval };
}

/**
 * Gives each queue's processor its locks. @nestjs/bullmq creates a processor's worker with the
 * options of its @Processor decorator, read when the module starts: this applies the decorator
 * again with the configured locks (and the queue's concurrency), so call it before the module is created.
 */
export function applyJobLocks(processors: Readonly<Record<QueueName, Type>>, jobs: AppConfig['jobs']): void {
  for (const [queue, processor] of Object.entries(processors) as [QueueName, Type][]) {
    Processor(queue, { ...jobLocks(queue, jobs), concurrency: CONCURRENCY[queue] ?? 1 })(processor);
  }
}
