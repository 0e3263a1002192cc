import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';

/** How often the worker relays what the API could not (Redis away, a crash after a commit). */
export const OUTBOX_RELAY_MS = 2000;
/** Old emails are pruned at start-up and then once an hour. */
const PRUNE_EVERY_ROUNDS = 1800;

/** The worker's round of the email outbox. */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly outbox: MailOutbox) {}

  onApplicationBootstrap(): void {
    let rounds = 0;
    this.timer = setInterval(() => {
      this.outbox.relay().then(
        (relayed) => relayed > 0 && this.logger.log(`${relayed} email(s) relayed from the outbox`),
        (error: Error) => this.logger.warn(`Emails wait in the outbox: ${error.message}`),
      );
      if (rounds++ % PRUNE_EVERY_ROUNDS === 0) {
        this.outbox.prune().catch((error: Error) => this.logger.warn(`Outbox not pruned: ${error.message}`));
      }
    }, OUTBOX_RELAY_MS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
