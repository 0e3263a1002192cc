import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { QUEUES, type EmailJobs } from '@plantry/shared';
import type { Queue } from 'bullmq';

/** Retries over about two hours (2 s, 4 s, 8 s ... doubling): a mail server that is down for a while loses nothing. */
export const EMAIL_JOB_OPTIONS = { attempts: 12, backoff: { type: 'exponential', delay: 2000 } } as const;

/** Hands emails to the worker; the API never talks to the mail server itself. */
@Injectable()
export class MailQueue {
  constructor(@InjectQueue(QUEUES.email) private readonly queue: Queue<EmailJobs['send']>) {}

  async send(email: EmailJobs['send']): Promise<void> {
    await this.queue.add('send', email, EMAIL_JOB_OPTIONS);
  }
}
