import { Module } from '@nestjs/common';
import { MailService } from './mail.service.js';

/** SMTP delivery, for the worker. */
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
