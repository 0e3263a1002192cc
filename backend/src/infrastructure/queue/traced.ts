import { currentRequestId } from '../../common/http/request-id.js';

/** A job's data with the id of the request that starts it, for the worker's log lines (job-router.ts). */
export function traced<T extends object>(data: T): T & { requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? data : { ...data, requestId };
}
