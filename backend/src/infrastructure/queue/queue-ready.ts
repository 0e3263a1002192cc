import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

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

/** How long a relay waits for a Redis replica to confirm the jobs it has just queued. */
const REPLICA_WAIT_MS = 1000;

/**
 * With Redis replicated (Sentinel), resolves once a replica holds everything this queue's
 * connection has written (WAIT), and rejects otherwise: Redis replicates after it answers, so a job
 * acknowledged by a primary that dies the next instant would be lost in the failover.
 */
export async function replicated(queue: Queue): Promise<void> {
  // BullMQ's backend here is ioredis (its client type names only what BullMQ itself calls).
  const client = (await queue.getBackend().client) as unknown as Redis;
  const copies = await client.wait(1, REPLICA_WAIT_MS);
  if (copies < 1) throw new QueueUnavailableError(`No Redis replica holds the new ${queue.name} jobs yet`);
}
