import type { Request } from 'express';
import './session-data.js';

const promisify = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/** Signs the user in on a fresh session id (the old id is dropped: no session fixation). */
export async function signIn(req: Request, userId: number): Promise<void> {
  await promisify((done) => req.session.regenerate(done));
  req.session.userId = userId;
  await promisify((done) => req.session.save(done));
}

/** Ends the session of this request, if any. */
export async function signOut(req: Request): Promise<void> {
  if (!req.session) return;
  await promisify((done) => req.session.destroy(done));
}
