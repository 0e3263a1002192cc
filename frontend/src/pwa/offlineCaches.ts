import { useEffect } from 'react';
import { errorStatus, plantryApi } from '../api';
import { ACCOUNT_CACHES } from './offlineRoutes';

/** Whose answers the service worker's caches hold (a member's id, or 'visitor'), kept across visits. */
const OWNER_KEY = 'plantry.offline-owner';

/**
 * Drops every answer and picture the service worker kept for reading offline, so that none of one
 * account's shows to the next person on the device. From the page (the Cache API is shared with
 * the worker), so that it is done before the next account's first request.
 */
export async function clearAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(ACCOUNT_CACHES).map((name) => caches.delete(name)));
}

/** Who the server said is signed in: a member, 'visitor' (401), or undefined while not known. */
export function cacheOwner(user: { id: number } | undefined, error: unknown): string | undefined {
  if (user) return `member:${user.id}`;
  return errorStatus(error) === 401 ? 'visitor' : undefined;
}

/**
 * Clears the offline caches whenever the account changes: a sign-in, a sign-out, a session that
 * ended elsewhere, another member on the same device. Only the server's own answers count: offline
 * (no answer), who was signed in stays as it was.
 */
export function useOfflineCacheOwner(): void {
  const { data, error } = plantryApi.endpoints.getCurrentUser.useQueryState(undefined);
  const owner = cacheOwner(data, error);
  useEffect(() => {
    if (owner === undefined || localStorage.getItem(OWNER_KEY) === owner) return;
    void clearAccountCaches().then(() => localStorage.setItem(OWNER_KEY, owner));
  }, [owner]);
}
