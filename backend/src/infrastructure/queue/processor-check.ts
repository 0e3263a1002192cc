import { JOB_NAMES, type QueueName } from '@plantry/shared';

/**
 * Lists every job name that has no handler: queues without a processor, and job names a
 * processor does not handle. The worker refuses to start when the list is not empty.
 */
export function missingJobHandlers(
  processors: readonly { queue: QueueName; handlers: object }[],
  jobNames: typeof JOB_NAMES = JOB_NAMES,
): string[] {
  const missing: string[] = [];
  for (const [queue, names] of Object.entries(jobNames) as [QueueName, readonly string[]][]) {
    const processor = processors.find((p) => p.queue === queue);
    if (!processor && names.length === 0) continue;
    if (!processor) {
      missing.push(`${queue} (no processor)`);
      continue;
    }
    for (const name of names) {
      if (!(name in processor.handlers)) missing.push(`${queue}/${name}`);
    }
  }
  return missing;
}
