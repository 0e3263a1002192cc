import type { Request } from 'express';
import './session-data.js';
import { requireSession } from './session-outage.js';

const promisify = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/** Signs the user in on a fresh session id (the old id is dropped: no session fixation). */
export async function signIn(req: Request, userId: number): Promise<void> {
  requireSession(req);
  await promisify((done) => req.session.regenerate(done));
  req.session.userId = userId;
  await saveSession(req);
}

/** Stores the session now rather than after the answer, so that a store that is away makes the request fail (503). */
export async function saveSession(req: Request): Promise<void> {
  requireSession(req);
  await promisify((done) => req.session.save(done));
}

/** Ends the session of this request (503 when the session store is away: it could not be ended). */
export async function signOut(req: Request): Promise<void> {
  requireSession(req);
  await promisify((done) => req.session.destroy(done));
}
