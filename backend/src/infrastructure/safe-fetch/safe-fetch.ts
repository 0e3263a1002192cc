import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isBlockedAddress } from './blocked-addresses.js';

/** The address is not one the server may fetch (scheme, credentials, or where it leads). */
export class UnsafeUrlError extends Error {
  constructor(
    message: string,
    /** Why: not an http(s) address at all, one with credentials, or one leading to a private or local address. */
    readonly reason: 'not-web' | 'credentials' | 'private',
  ) {
    super(message);
  }
}
/** The address was allowed but the fetch did not succeed (status, size, time, network). */
export class FetchFailedError extends Error {
  constructor(
    message: string,
    /** The server's answer when it was not 200 (a refusal, a missing page). */
    readonly status?: number,
    /** No answer came within the time allowed. */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Addresses treated as public although they are not (tests only; empty in production). */
  allowedAddresses?: ReadonlySet<string>;
  accept?: string;
}

export interface Fetched {
  body: Buffer;
  contentType: string | null;
  /** The address the body came from, after redirects. */
  url: string;
}

interface Target {
  address: string;
  family: number;
}

type Answer = { location: string } | { body: Buffer; contentType: string | null };

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('not a web address', 'not-web');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UnsafeUrlError('only http and https addresses are fetched', 'not-web');
  if (url.username || url.password) throw new UnsafeUrlError('addresses with a user name or password are not fetched', 'credentials');
  return url;
}

/** The host of a URL without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Refuses at once, before any DNS, an address that can never be fetched: not http(s), with
 * credentials, a private or local IP literal (in any form the URL parser reads: `0x7f.1`,
 * `2130706433` and `[::ffff:127.0.0.1]` are all 127.0.0.1) or a `localhost` name. safeFetch still
 * checks every resolved address on every redirect; this only lets a request be answered at once.
 */
export function checkUrlForm(raw: string, allowedAddresses: ReadonlySet<string> = new Set()): URL {
  const url = parseUrl(raw);
  const host = hostOf(url);
  const local = isIP(host) ? isBlockedAddress(host) && !allowedAddresses.has(host) : /(^|\.)localhost\.?$/i.test(host);
  if (local) throw new UnsafeUrlError(`${host} leads to a private or local address`, 'private');
  return url;
}

/** Every address the host resolves to must be public; the connection then goes to the first of them. */
async function checkedTarget(url: URL, allowed: ReadonlySet<string>): Promise<Target> {
  const host = hostOf(url);
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) throw new FetchFailedError(`${host} could not be found`);
  if (addresses.some(({ address }) => isBlockedAddress(address) && !allowed.has(address))) {
    throw new UnsafeUrlError(`${host} leads to a private or local address`, 'private');
  }
  return addresses[0];
}

/** Connects to the checked address whatever DNS says by the time the socket opens (no rebinding). */
const pinnedLookup =
  (target: Target): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: Target[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };

function requestOnce(url: URL, target: Target, options: SafeFetchOptions, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  const tooLarge = () => new FetchFailedError(`larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`);
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        signal,
        agent: false,
        lookup: pinnedLookup(target),
        headers: { 'user-agent': 'PlantryImport/1.0 (+recipe import)', accept: options.accept ?? '*/*' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ location: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new FetchFailedError(`the server answered ${status}`, status));
        }
        if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
          req.destroy();
          return reject(tooLarge());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) req.destroy(tooLarge());
          else chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks), contentType: res.headers['content-type'] ?? null }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * GETs a web address on behalf of a user's data (an image URL in an imported CSV) without letting
 * it reach the server's own network: http(s) only; every address the host resolves to, on every
 * redirect, must be public; the socket goes to the address that was checked; the body and the time
 * are capped.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<Fetched> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const allowed = options.allowedAddresses ?? new Set<string>();
  let url = parseUrl(raw);
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await requestOnce(url, await checkedTarget(url, allowed), options, signal);
      if (!('location' in answer)) return { ...answer, url: url.href };
      if (redirects >= options.maxRedirects) throw new FetchFailedError('too many redirects');
      url = parseUrl(new URL(answer.location, url).href);
    }
  } catch (error) {
    if (error instanceof UnsafeUrlError || error instanceof FetchFailedError) throw error;
    if (signal.aborted) throw new FetchFailedError(`no answer within ${options.timeoutMs / 1000} s`, undefined, true);
    throw new FetchFailedError(error instanceof Error ? error.message : String(error));
  }
}
