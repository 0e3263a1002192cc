import {
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import { canonicalEmail } from '../email-address.js';

/** At most `limit` requests per `windowSeconds` for each value `by` gives (per address, per account). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  by: (req: Request) => string | undefined;
}

export const byAddress = (req: Request) => req.ip ?? 'unknown';
/**
 * Per account: the canonical form of the body's email (canonicalEmail), so that no spelling of an
 * address (case, spaces, full-width letters, its punycode) gets a budget of its own. The guard runs
 * before validation: an email that has no canonical form is counted as written (and refused later).
 */
export const byEmail = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? (canonicalEmail(email) ?? email.trim().toLowerCase()) : undefined;
};

/** Per signed-in account; put the rule's guard after the one that loads the account. */
export const byUser = (req: Request) => {
  const id = (req as Request & { user?: { id: number } }).user?.id;
  return id === undefined ? undefined : String(id);
};

const RULES = Symbol('rate-limit-rules');
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RULES, rules);

/**
 * Fixed-window counters in Redis, shared by every API process. Over a limit: 429 with
 * Retry-After in seconds. Redis down: 503, never an unlimited door.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<RateLimitRule[] | undefined>(RULES, context.getHandler()) ?? [];
    const req = context.switchToHttp().getRequest<Request>();
    for (const rule of rules) {
      const subject = rule.by(req);
      if (subject === undefined) continue;
      const key = `${this.config.redis.prefix}:rl:${rule.name}:${subject}`;
      const [count, ttl] = await this.count(key, rule.windowSeconds);
      if (count > rule.limit * this.config.rateLimitMultiplier) {
        const retryAfter = Math.max(ttl, 1);
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
        const minutes = Math.ceil(retryAfter / 60);
        throw new HttpException(
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
    return true;
  }

  private async count(key: string, windowSeconds: number): Promise<[number, number]> {
    try {
      const result = await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
      return [Number(result?.[0]?.[1]), Number(result?.[2]?.[1])];
    } catch {
      throw new ServiceUnavailableException('The service is busy. Please try again in a moment.');
    }
  }
}
