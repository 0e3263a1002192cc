import { EntityManager } from '@mikro-orm/mariadb';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailOutbox } from '../../infrastructure/mail/mail-outbox.js';
import { contactEmail } from '../../infrastructure/mail/templates.js';
import type { AdminContactMessageDto, AdminContactMessagePageDto, AdminContactMessagesQueryDto } from './dto/admin-contact-message.dto.js';
import type { ContactMessageDto } from './dto/contact-message.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';

export const MESSAGE_NOT_FOUND = 'Message not found';

const toAdminDto = ({ id, name, email, subject, message, createdAt, handledAt }: ContactMessage): AdminContactMessageDto => ({
  id,
  name,
  email,
  subject,
  message,
  createdAt,
  handledAt,
});

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the message with its email to the site's contact address, in one transaction (kept even while mail is down). */
  async receive(dto: ContactMessageDto): Promise<void> {
    const message = this.em.create(ContactMessage, dto);
    this.mail.add(this.em, { to: this.config.mail.contactEmail, replyTo: message.email, ...contactEmail(message) });
    await this.em.flush();
    this.mail.relaySoon();
  }

  /** Messages for the Messages tab, newest first, with how many still wait. */
  async page(query: AdminContactMessagesQueryDto): Promise<AdminContactMessagePageDto> {
    const em = this.em.fork();
    const where = query.handled === undefined ? {} : { handledAt: query.handled ? { $ne: null } : null };
    const [[messages, total], unhandled] = await Promise.all([
      em.findAndCount(ContactMessage, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: query.limit, offset: query.offset }),
      this.unhandledCount(),
    ]);
    return { items: messages.map(toAdminDto), total, unhandled, limit: query.limit, offset: query.offset };
  }

  unhandledCount(): Promise<number> {
    return this.em.fork().count(ContactMessage, { handledAt: null });
  }

  /** Marks a message handled (now, unless it already was) or waiting again. */
  async markHandled(id: number, handled: boolean): Promise<AdminContactMessageDto> {
    const em = this.em.fork();
    const message = await em.findOne(ContactMessage, id);
    if (!message) throw new NotFoundException(MESSAGE_NOT_FOUND);
    message.handledAt = handled ? (message.handledAt ?? new Date()) : null;
    await em.flush();
    return toAdminDto(message);
  }
}
