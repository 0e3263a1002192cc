import { Global, Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { MailOutbox } from './mail-outbox.js';

/** The email outbox, for the API's modules and the worker's relay. */
@Global()
@Module({ imports: [QueueModule], providers: [MailOutbox], exports: [MailOutbox] })
export class MailOutboxModule {}
