import type { Request } from 'express';
import './session-data.js';
import { requireSession } from './session-outage.js';

const promisify = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/** A fresh session id holding only what `fill` puts in it (the old id and its data are dropped: no session fixation). */
async function freshSession(req: Request, fill: (session: Request['session']) => void): Promise<void> {
  requireSession(req);
  await promisify((done) => req.session.regenerate(done));
  fill(req.session);
  await saveSession(req);
}

/** Signs the user in on a fresh session id. */
export async function signIn(req: Request, userId: number): Promise<void> {
  await freshSession(req, (session) => Object.assign(session, { userId, signedInAt: Date.now() }));
}

/** Whether this session was signed in within `withinMs` (sessions from before this was kept count as old). */
export function signedInRecently(req: Request, withinMs: number): boolean {
  const at = req.session?.signedInAt;
  return at !== undefined && Date.now() - at <= withinMs;
}

/** A right password for an account with two-factor sign-in: a fresh session that waits for the second step until `until` (ms). */
export async function awaitSecondStep(req: Request, userId: number, until: number): Promise<void> {
  await freshSession(req, (session) => (session.pendingSignIn = { userId, until }));
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
