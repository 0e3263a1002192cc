/**
 * Queue names and job names with their payloads. The worker checks at start-up that every job
 * name listed here has a processor, so adding a job here without a processor stops the worker.
 */
export const QUEUES = {
  email: 'email',
  images: 'images',
  import: 'import',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface EmailJobs {
  /** A rendered email to one recipient. */
  send: { to: string; subject: string; html: string; text: string };
}
export interface ImageJobs {
  /** Make the width variants and placeholder of one stored image. */
  variants: { key: string };
}
export interface ImportJobs {
  /** Import one stored CSV file. */
  csv: { importId: number };
}

export interface JobsByQueue {
  email: EmailJobs;
  images: ImageJobs;
  import: ImportJobs;
}

export const JOB_NAMES: { readonly [Q in QueueName]: readonly (keyof JobsByQueue[Q] & string)[] } = {
  email: ['send'],
  images: ['variants'],
  import: ['csv'],
};
