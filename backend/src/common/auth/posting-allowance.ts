import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { POSTING_LIMITS } from '@plantry/shared';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Principal } from './principal.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const PER_DAY = { recipes: POSTING_LIMITS.recipesPerDay, reviews: POSTING_LIMITS.reviewsPerDay } as const;
export type PostingKind = keyof typeof PER_DAY;

export const postingLimitReached = (kind: PostingKind, limit: number): string =>
  `New members can post ${limit} ${kind} a day in their first ${POSTING_LIMITS.newAccountDays} days. Please try again tomorrow.`;

/**
 * What a new account may post in a day (docs/decisions/community.md, "Reporting and moderation"):
 * for POSTING_LIMITS.newAccountDays after it was created, a member posts a few recipes and
 * reviews in any 24 hours; admins and older accounts are not limited. The limits scale with
 * RATE_LIMIT_MULTIPLIER like the request limits.
 */
@Injectable()
export class PostingAllowance {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** 429 when `user` is new and has posted their share of `kind` in the last 24 hours (`postedSince` counts them). */
  async check(user: Principal, kind: PostingKind, postedSince: (since: Date) => Promise<number>): Promise<void> {
    if (user.role === 'admin' || !user.joinedAt) return;
    const now = Date.now();
    if (now - new Date(user.joinedAt).getTime() >= POSTING_LIMITS.newAccountDays * DAY_MS) return;
    const limit = PER_DAY[kind] * this.config.rateLimitMultiplier;
    if ((await postedSince(new Date(now - DAY_MS))) >= limit) {
      throw new HttpException(postingLimitReached(kind, PER_DAY[kind]), HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
