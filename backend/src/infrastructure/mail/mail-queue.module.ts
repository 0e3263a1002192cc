import { Global, Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { MailQueue } from './mail-queue.service.js';

/** Enqueuing emails, for the API's modules. */
@Global()
@Module({ imports: [QueueModule], providers: [MailQueue], exports: [MailQueue] })
export class MailQueueModule {}
