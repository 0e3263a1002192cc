import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QUEUES, type QueueName } from '@plantry/shared';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../redis/redis.module.js';
import { liveWorkers } from './worker-heartbeat.js';

/** The job states whose counts tell a queue's health. */
export const JOB_STATES = ['waiting', 'prioritized', 'delayed', 'active', 'failed', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How many jobs of each queue are in each state (completed and failed: those still kept). */
export type QueueCounts = { queue: QueueName } & Record<JobState, number>;

/** The queues' depths and the running workers, for the metrics and the admin dashboard. */
@Injectable()
export class QueueHealth {
  private queues?: [QueueName, Queue][];

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every queue's counts; rejects when Redis does not answer. */
  async counts(): Promise<QueueCounts[]> {
    this.queues ??= Object.values(QUEUES).map((name) => [name, this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })]);
    return Promise.all(
      this.queues.map(async ([queue, q]) => {
        const byState = await q.getJobCounts(...JOB_STATES);
        return { queue, ...Object.fromEntries(JOB_STATES.map((state) => [state, byState[state] ?? 0])) } as QueueCounts;
      }),
    );
  }

  /** Workers whose heartbeat is recent. */
  workers(): Promise<number> {
    return liveWorkers(this.redis, this.config);
  }
}
