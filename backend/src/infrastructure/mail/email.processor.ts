import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@plantry/shared';
import { JobRouter, type JobHandlers } from '../queue/job-router.js';
import { MailService } from './mail.service.js';
import { withoutContent } from './sent-email.js';

/** Delivers queued emails; BullMQ retries a failed delivery with exponential backoff. */
@Processor(QUEUES.email)
export class EmailProcessor extends JobRouter<'email'> {
  readonly queue = QUEUES.email;

  constructor(private readonly mail: MailService) {
    super();
  }

  readonly handlers: JobHandlers<'email'> = {
    send: async (job) => {
      const messageId = await this.mail.send(job.data);
      this.logger.log(`email ${job.id} delivered to ${job.data.to} (${messageId})`);
      // The completed job stays on the dashboard for a week: without the body and its link. A
      // failure here must not fail the job (it would be sent again).
      await job
        .updateData(withoutContent(job.data))
        .catch((error: Error) => this.logger.warn(`email ${job.id}: content not removed: ${error.message}`));
      return { messageId };
    },
  };
}
