import { ServiceUnavailableException } from '@nestjs/common';
import session, { type SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import { OUTAGE_MESSAGES } from '../http/outages.js';

type Callback = (error?: unknown) => void;

/**
 * express-session's store in Redis (ioredis), shared by every API process. Each signed-in
 * session is also listed under its user, so that a password reset can end all of them. A session
 * lives at most `ttlSeconds` from when it was made (an absolute lifetime): using it does not
 * extend it, so a stolen session id stops working within 30 days whatever is done with it. Its key
 * expires at that end when stored, so the store has no `touch`: a request that only reads its session
 * costs one GET, not a GET and an EXPIRE (express-session touches stores that have one).
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
      (raw) => {
        const data = raw ? (JSON.parse(raw) as SessionData) : null;
        if (!data || this.remainingSeconds(data) > 0) return done(null, data);
        this.destroy(sid, (error) => done(error, null));
      },
      (error: unknown) => done(error),
    );
  }

  /**
   * Stores the session until its absolute end: `expiresAt` is set when a session is first stored
   * (a new one at every sign-in, which regenerates it) and never moves, however much it is used.
   */
  override set(sid: string, data: SessionData, done?: Callback): void {
    data.expiresAt ??= Date.now() + this.ttlSeconds * 1000;
    const seconds = this.remainingSeconds(data);
    if (seconds <= 0) return this.destroy(sid, done);
    const multi = this.redis.multi().set(this.key(sid), JSON.stringify(data), 'EX', seconds);
    if (data.userId) multi.sadd(this.userKey(data.userId), sid).expire(this.userKey(data.userId), this.ttlSeconds);
    multi.exec().then(
      () => done?.(),
      (error: unknown) => done?.(error),
    );
  }

  /** Whole seconds until the session's absolute end (the full lifetime for one stored before it had one). */
  private remainingSeconds(data: SessionData): number {
    if (data.expiresAt === undefined) return this.ttlSeconds;
    return Math.min(this.ttlSeconds, Math.ceil((data.expiresAt - Date.now()) / 1000));
  }

  override destroy(sid: string, done?: Callback): void {
    this.redis.del(this.key(sid)).then(
      () => done?.(),
      (error: unknown) => done?.(error),
    );
  }

  /**
   * A 503 unless Redis is connected: a change that must end sessions (a password reset) checks it
   * before it is made, so that an outage cannot leave the old sessions alive with the new password.
   */
  assertReachable(): void {
    if (this.redis.status !== 'ready') throw new ServiceUnavailableException(OUTAGE_MESSAGES.service);
  }

  /** Ends every session of the user except the one named. */
  async destroyUserSessions(userId: number, exceptSid?: string): Promise<number> {
    const sids = (await this.redis.smembers(this.userKey(userId))).filter((sid) => sid !== exceptSid);
    const multi = this.redis.multi();
    for (const sid of sids) multi.del(this.key(sid)).srem(this.userKey(userId), sid);
    await multi.exec();
    return sids.length;
  }
}
