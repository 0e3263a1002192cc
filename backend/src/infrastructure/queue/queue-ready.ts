import type { Queue } from 'bullmq';

/** Raised when a job cannot be queued because Redis does not answer. */
export class QueueUnavailableError extends Error {}

/** How long to wait for the queue's first connection of the process. */
const FIRST_CONNECTION_MS = 1000;

/**
 * Resolves when the queue's Redis connection is up, and rejects at once otherwise. BullMQ's
 * connection keeps commands until Redis comes back (as its workers need), so without this check a
 * caller holding a request or a database transaction would wait for the whole outage.
 */
export async function queueReady(queue: Queue): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const client = await Promise.race([
    queue.getBackend().client,
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), FIRST_CONNECTION_MS))),
  ]).finally(() => clearTimeout(timer));
  if (client?.status !== 'ready') throw new QueueUnavailableError(`Redis is not available for the ${queue.name} queue`);
}
