import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { EmailJobs } from '@plantry/shared';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/**
 * SMTP delivery, used only by the email worker. Encrypted whenever the server allows: implicit TLS
 * with SMTP_SECURE, otherwise STARTTLS as soon as the server offers it (nodemailer's own rule), with
 * the certificate checked; SMTP_REQUIRE_TLS refuses a server that does not offer it. Nothing turns
 * STARTTLS off: a mail catcher that does not offer it gets plain SMTP by itself.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { host, port, secure, requireTls, user, password } = config.mail;
    this.transport = createTransport({
      host,
      port,
      secure,
      requireTLS: requireTls,
      auth: user ? { user, pass: password } : undefined,
      connectionTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: EmailJobs['send'] & { requestId?: string }): Promise<string> {
    // The request id (traced.ts) is for the logs, not a header of the email.
    const { requestId: _requestId, ...email } = message;
    const info = await this.transport.sendMail({ from: this.config.mail.from, ...email });
    return info.messageId;
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
