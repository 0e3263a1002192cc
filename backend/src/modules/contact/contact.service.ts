import { EntityManager } from '@mikro-orm/mariadb';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailQueue } from '../../infrastructure/mail/mail-queue.service.js';
import { contactEmail } from '../../infrastructure/mail/templates.js';
import type { ContactMessageDto } from './dto/contact-message.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the message (kept even while mail is down), then queues it for the site's contact address. */
  async receive(dto: ContactMessageDto): Promise<void> {
    const message = this.em.create(ContactMessage, dto);
    await this.em.flush();
    await this.mail.send({ to: this.config.mail.contactEmail, replyTo: message.email, ...contactEmail(message) });
  }
}
