import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@plantry/shared';
import { JobRouter, type JobHandlers } from '../queue/job-router.js';
import { MailService } from './mail.service.js';

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
      return { messageId };
    },
  };
}
