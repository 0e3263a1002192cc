import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { saveSession } from '../../common/auth/session-ops.js';
import { requireSession } from '../../common/auth/session-outage.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';

/** How long the browser has to answer a challenge: the options' timeout (60 s) and some slack. */
export const CHALLENGE_SECONDS = 120;

export type ChallengePurpose = 'registration' | 'sign-in';

/**
 * A WebAuthn challenge lives in the browser's session for 2 minutes and is taken out when answered,
 * right or wrong. It is also claimed in Redis (SET NX) when taken: the session is written back only
 * as each request ends, so two requests racing with one answer could otherwise both read it.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Keeps the challenge of options just given to this browser (replacing any earlier one). */
  async hold(req: Request, purpose: ChallengePurpose, challenge: string): Promise<void> {
    requireSession(req);
    req.session.passkeyChallenge = { purpose, challenge, until: Date.now() + CHALLENGE_SECONDS * 1000 };
    await saveSession(req);
  }

  /** The session's challenge for `purpose`, taken once; null when there is none, it expired, or it was used. */
  async take(req: Request, purpose: ChallengePurpose): Promise<string | null> {
    requireSession(req);
    const held = req.session.passkeyChallenge;
    if (!held) return null;
    delete req.session.passkeyChallenge;
    await saveSession(req);
    if (held.purpose !== purpose || held.until <= Date.now()) return null;
    const key = `${this.config.redis.prefix}:passkey-challenge:${held.challenge}`;
    const claimed = await this.redis.set(key, '1', 'EX', CHALLENGE_SECONDS, 'NX');
    return claimed === 'OK' ? held.challenge : null;
  }
}
