/**
 * Queue names and job names with their payloads. The worker checks at start-up that every job
 * name listed in JOB_NAMES has a handler, so a job cannot be added here without its processor.
 */
export const QUEUES = {
  email: 'email',
  images: 'images',
  import: 'import',
  links: 'links',
  recipes: 'recipes',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface EmailJobs {
  /** A rendered email to one recipient. */
  send: { to: string; subject: string; html: string; text: string; replyTo?: string; headers?: Record<string, string> };
}
export interface ImageJobs {
  /** Makes the WebP width variants and the tiny placeholder of one stored image. */
  variants: { base: string };
  /** Deletes these files from the storage (their database rows are already gone). */
  remove: { keys: string[] };
}
export interface ImportJobs {
  /** Reads a stored CSV file into recipes (or only checks it, for a dry run); resumes where it stopped. */
  run: { importId: string };
}

export interface LinkJobs {
  /** Reads the recipe on a web page into a draft for the member who asked (the job's result). */
  read: { url: string; userId: number };
  /** Forgets the picture a draft brought, once the member has had time to use it. */
  'forget-picture': { url: string };
}

export interface RecipeJobs {
  /**
   * Reads the ingredient lines of every recipe whose stored readings are missing or older than
   * the reader (a one-off after each reader change); resumes after the last recipe it stored.
   */
  'read-ingredients': { afterId?: number };
  /** Sets every recipe's trending score afresh (TRENDING), every TRENDING.everyMinutes. */
  trending: Record<string, never>;
}

export interface JobsByQueue {
  email: EmailJobs;
  images: ImageJobs;
  import: ImportJobs;
  links: LinkJobs;
  recipes: RecipeJobs;
}

export const JOB_NAMES: { readonly [Q in QueueName]: readonly (keyof JobsByQueue[Q] & string)[] } = {
  email: ['send'],
  images: ['variants', 'remove'],
  import: ['run'],
  links: ['read', 'forget-picture'],
  recipes: ['read-ingredients', 'trending'],
};
