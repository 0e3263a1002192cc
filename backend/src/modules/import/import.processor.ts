import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@plantry/shared';
import { JobRouter, type JobHandlers } from '../../infrastructure/queue/job-router.js';
import { ImportRunner } from './import-runner.js';

/**
 * Runs CSV imports one at a time. A worker that dies mid-file loses its job lock within 15 seconds
 * (DEFAULT_JOB_LOCKS); the job then runs again (on this worker once restarted, or another) from the
 * last written batch.
 */
@Processor(QUEUES.import)
export class ImportProcessor extends JobRouter<'import'> {
  readonly queue = QUEUES.import;

  constructor(private readonly runner: ImportRunner) {
    super();
  }

  readonly handlers: JobHandlers<'import'> = {
    run: (job) => this.runner.run(job.data.importId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1)),
  };
}
