import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@plantry/shared';
import { UnrecoverableError } from 'bullmq';
import { JobRouter, type JobHandlers } from '../../infrastructure/queue/job-router.js';
import { LINK_MESSAGES, LinkReadError, type LinkReadResult } from './link-messages.js';
import { LinkReader } from './link-reader.js';

/**
 * Reads linked recipe pages, a few at a time (they mostly wait on other sites). A read is tried
 * once: the member is waiting for it, and asks again if it failed. Its failure reason is what the
 * member is shown, so anything unexpected is logged and shown as a general failure.
 */
@Processor(QUEUES.links)
export class LinkImportProcessor extends JobRouter<'links'> {
  readonly queue = QUEUES.links;

  constructor(private readonly reader: LinkReader) {
    super();
  }

  readonly handlers: JobHandlers<'links'> = {
    read: async (job): Promise<LinkReadResult> => {
      try {
        return { recipe: await this.reader.read(job.data.url) };
      } catch (error) {
        // A page without a recipe is the member's answer, not a failure of the worker: the job completes.
        if (error instanceof LinkReadError) return { problem: error.message };
        this.logger.error(`Link import ${job.id} failed: ${error instanceof Error ? error.stack : String(error)}`);
        throw new UnrecoverableError(LINK_MESSAGES.failed);
      }
    },
    'forget-picture': (job) => this.reader.forgetPicture(job.data.url),
  };
}
