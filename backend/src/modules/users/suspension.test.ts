import { isSuspended, suspendedMessage } from './suspension.js';

describe('suspension', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('holds until its end, not after', () => {
    expect(isSuspended({ suspendedUntil: null }, now)).toBe(false);
    expect(isSuspended({ suspendedUntil: new Date('2026-11-28T12:00:01Z') }, now)).toBe(true);
    expect(isSuspended({ suspendedUntil: new Date('2026-11-28T12:00:00Z') }, now)).toBe(false);
  });

  it('tells when it ends, in UTC', () => {
    expect(suspendedMessage(new Date('2026-12-05T14:05:00Z'))).toBe(
      'This account is suspended until 5 December 2026 at 14:05 UTC. Please read the email we sent about it.',
    );
  });
});
