import { ServiceUnavailableException } from '@nestjs/common';
import session, { type SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { OUTAGE_MESSAGES } from '../http/outages.js';

type Callback = (error?: unknown) => void;

/**
 * Reads a session and, in the same round trip, the version of its user's account: the session's
 * JSON, the user id found in it (a number written by JSON.stringify, so text inside a string value,
 * whose quotes are escaped, never matches) and that account's version, or nothing for each.
 */
const SESSION_WITH_ACCOUNT = `
local raw = redis.call('GET', KEYS[1])
if not raw then return {} end
local userId = string.match(raw, '"userId":(%d+)')
if not userId then return {raw} end
return {raw, userId, redis.call('GET', ARGV[1] .. userId)}`;

interface SessionReads {
  sessionWithAccount(key: string, accountVersionPrefix: string): Promise<[string?, string?, (string | null)?]>;
}

/**
 * express-session's store in Redis (ioredis), shared by every API process. Each signed-in
 * session is also listed under its user, so that a password reset can end all of them. A session
 * lives at most `ttlSeconds` from when it was made (an absolute lifetime): using it does not
 * extend it, so a stolen session id stops working within 30 days whatever is done with it. Its key
 * expires at that end when stored, so the store has no `touch`: a request that only reads its session
 * costs one GET, not a GET and an EXPIRE (express-session touches stores that have one).
 *
 * It also keeps each account's version, a random token that every change of the account replaces
 * (`accountChanged`, after the change is committed): it is read with the session (one Redis round
 * trip) into `accountVersion`, so that the signed-in account can be kept in the process under it
 * rather than read from the database at every request (UsersService.sessionAccount).
 */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {
    super();
    if (!('sessionWithAccount' in redis)) redis.defineCommand('sessionWithAccount', { numberOfKeys: 1, lua: SESSION_WITH_ACCOUNT });
  }

  private key(sid: string): string {
    return `${this.prefix}sess:${sid}`;
  }

  private userKey(userId: number): string {
    return `${this.prefix}user-sessions:${userId}`;
  }

  private get accountVersionPrefix(): string {
    return `${this.prefix}account-version:`;
  }

  override get(sid: string, done: (error: unknown, session?: SessionData | null) => void): void {
    (this.redis as unknown as SessionReads).sessionWithAccount(this.key(sid), this.accountVersionPrefix).then(
      ([raw, userId, accountVersion]) => {
        const data = raw ? (JSON.parse(raw) as SessionData) : null;
        if (data?.userId !== undefined && String(data.userId) === userId && accountVersion) data.accountVersion = accountVersion;
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
    // The account's version is read with the session, never stored in it.
    const { accountVersion: _read, ...stored } = data;
    const multi = this.redis.multi().set(this.key(sid), JSON.stringify(stored), 'EX', seconds);
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

  /**
   * The account has changed (call it after the commit): its version is replaced, so that every
   * process reads it afresh at its next request. A new random token rather than a count, so that
   * a Redis that lost its data can never bring back a version a process still holds.
   */
  async accountChanged(userId: number): Promise<void> {
    await this.redis.set(`${this.accountVersionPrefix}${userId}`, randomBytes(9).toString('base64url'), 'EX', this.ttlSeconds);
  }

  /** Gives an account that has none a version (its first signed-in request, or after Redis lost its data). */
  async stampAccount(userId: number): Promise<void> {
    await this.redis.set(`${this.accountVersionPrefix}${userId}`, randomBytes(9).toString('base64url'), 'EX', this.ttlSeconds, 'NX');
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
