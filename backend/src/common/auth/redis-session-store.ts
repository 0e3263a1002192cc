import { ServiceUnavailableException } from '@nestjs/common';
import session, { type SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import { OUTAGE_MESSAGES } from '../http/outages.js';

type Callback = (error?: unknown) => void;

/**
 * express-session's store in Redis (ioredis), shared by every API process. Each signed-in
 * session is also listed under its user, so that a password reset can end all of them.
 */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {
    super();
  }

  private key(sid: string): string {
    return `${this.prefix}sess:${sid}`;
  }

  private userKey(userId: number): string {
    return `${this.prefix}user-sessions:${userId}`;
  }

  override get(sid: string, done: (error: unknown, session?: SessionData | null) => void): void {
    this.redis.get(this.key(sid)).then(
      (raw) => done(null, raw ? (JSON.parse(raw) as SessionData) : null),
      (error: unknown) => done(error),
    );
  }

  override set(sid: string, data: SessionData, done?: Callback): void {
    const multi = this.redis.multi().set(this.key(sid), JSON.stringify(data), 'EX', this.ttlSeconds);
    if (data.userId) multi.sadd(this.userKey(data.userId), sid).expire(this.userKey(data.userId), this.ttlSeconds);
    multi.exec().then(
      () => done?.(),
      (error: unknown) => done?.(error),
    );
  }

  override touch(sid: string, _data: SessionData, done?: Callback): void {
    this.redis.expire(this.key(sid), this.ttlSeconds).then(
      () => done?.(),
      (error: unknown) => done?.(error),
    );
  }

  override destroy(sid: string, done?: Callback): void {
    this.redis.del(this.key(sid)).then(
      () => done?.(),
      (error: unknown) => done?.(error),
    );
  }

  /** Ends every session of the user except the one named. */
  /**
   * A 503 unless Redis is connected: a change that must end sessions (a password reset) checks it
   * before it is made, so that an outage cannot leave the old sessions alive with the new password.
   */
  assertReachable(): void {
    if (this.redis.status !== 'ready') throw new ServiceUnavailableException(OUTAGE_MESSAGES.service);
  }

  async destroyUserSessions(userId: number, exceptSid?: string): Promise<number> {
    const sids = (await this.redis.smembers(this.userKey(userId))).filter((sid) => sid !== exceptSid);
    const multi = this.redis.multi();
    for (const sid of sids) multi.del(this.key(sid)).srem(this.userKey(userId), sid);
    await multi.exec();
    return sids.length;
  }
}
