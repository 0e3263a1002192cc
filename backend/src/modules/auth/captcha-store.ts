import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { saveSession } from '../../common/auth/session-ops.js';
import { requireSession } from '../../common/auth/session-outage.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import { newCaptcha } from './captcha.js';

/** How long a question can be answered. */
const CAPTCHA_TTL_SECONDS = 3600;

/**
 * Captcha answers, one per question, used once. The browser's session names its current question;
 * the answer lives in Redis under that name and is taken with GETDEL, so that requests racing on
 * one session cannot all use it (the session itself is written back only when each request ends).
 */
@Injectable()
export class CaptchaStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(id: string): string {
    return `${this.config.redis.prefix}:captcha:${id}`;
  }

  /** A new question for this browser; its answer replaces any earlier one. */
  async ask(req: Request): Promise<string> {
    requireSession(req);
    const { question, answer } = newCaptcha();
    const id = randomBytes(16).toString('base64url');
    const previous = req.session.captchaId;
    const write = this.redis.multi().set(this.key(id), String(answer), 'EX', CAPTCHA_TTL_SECONDS);
    if (previous) write.del(this.key(previous));
    await write.exec();
    req.session.captchaId = id;
    // Saved before answering: a question whose name was not kept would fail registration.
    await saveSession(req);
    return question;
  }

  /** Takes the answer of this browser's question, once: undefined when there is none (any more). */
  async take(req: Request): Promise<number | undefined> {
    requireSession(req);
    const id = req.session.captchaId;
    delete req.session.captchaId;
    if (!id) return undefined;
    const answer = await this.redis.getdel(this.key(id));
    return answer === null ? undefined : Number(answer);
  }
}
