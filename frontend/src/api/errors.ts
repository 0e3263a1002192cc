import { t } from '@lingui/core/macro';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isOffline, offlineNote } from '../shared/online';

/** What a failed call made through RTK Query rejects with (unwrap()) or reports (`error`). */
type ApiError = FetchBaseQueryError | SerializedError;

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status of a failed call, or undefined when no answer arrived (network, parsing). */
export function errorStatus(error: unknown): number | undefined {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** The server's `message` (a string, or a list of field messages joined by spaces). */
function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  if (Array.isArray(message)) return message.filter((part) => typeof part === 'string').join(' ') || undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * The text to show for a failed call: the server's own words (in the page's language: baseApi.ts
 * says it) when it answered with { statusCode, message, error }; that the network is needed when no
 * answer came while the browser is offline; else `fallback` (network failures, unexpected answers).
 */
export function errorMessage(error: ApiError | unknown, fallback: string = t`Something went wrong. Please try again.`): string {
  if (isFetchError(error) && error.status === 'FETCH_ERROR' && isOffline()) return offlineNote();
  return (isFetchError(error) && serverMessage(error.data)) || fallback;
}
