import { ConnectionException } from '@mikro-orm/core';
import { QueueUnavailableError } from '../../infrastructure/queue/queue-ready.js';

/** What a request could not do because something under the app is away, in words for people. */
export const OUTAGE_MESSAGES = {
  /** MariaDB or Redis does not answer (stopped, restarting, out of reach). */
  service: 'The service is unavailable for a moment. Please try again shortly.',
  /** The upload folder refuses writes: full (ENOSPC, EDQUOT), read-only or not writable. */
  storage: 'Files cannot be saved right now. Please try again later.',
  /** Every photo-decoding slot of the process is taken and its queue is full (BusyError). */
  busy: 'Too many photos are being processed right now. Please try again in a moment.',
} as const;

/** Work the process will not queue more of right now: a 503 with Retry-After, as an outage. */
export class BusyError extends Error {}

export type Outage = keyof typeof OUTAGE_MESSAGES;

/** Socket errors of a service that is down or out of reach, and mysql2's lost connections. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
]);

/** File system errors of a disk that cannot take the file. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);

/** ioredis' refusals while Redis is away (offline queue off, connection closed, retries used up). */
const REDIS_AWAY = /enableOfflineQueue options is false|^Connection is closed\.$|Reached the max retries per request limit/;

interface SystemError {
  code?: unknown;
  fatal?: unknown;
  message?: unknown;
  syscall?: unknown;
}

/**
 * The outage behind an error escaping a request, if it is one: the request then gets a 503 that
 * says so rather than a 500. Anything else is a bug and stays a 500.
 */
export function outageOf(error: unknown): Outage | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (error instanceof ConnectionException || error instanceof QueueUnavailableError) return 'service';
  if (error instanceof BusyError) return 'busy';
  const { code, fatal, message, syscall } = error as SystemError;
  if (typeof code === 'string' && STORAGE_CODES.has(code) && typeof syscall === 'string') return 'storage';
  // mysql2 marks errors that end a connection as fatal (MikroORM's DriverException copies the mark).
  if ((typeof code === 'string' && CONNECTION_CODES.has(code)) || fatal === true) return 'service';
  if (typeof message === 'string' && REDIS_AWAY.test(message)) return 'service';
  return undefined;
}
