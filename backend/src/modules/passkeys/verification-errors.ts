import { BadRequestException, HttpException, UnauthorizedException } from '@nestjs/common';
import { PASSKEY_MESSAGES as M } from './messages.js';

/**
 * What SimpleWebAuthn's refusal means for the person: an answer made on another address (origin) or
 * for another site (RP id) is a request for the wrong place, 400; an old signature count may be a
 * copied authenticator; anything else is an answer that did not pass. On sign-in those are 401, on
 * registration (the member is signed in) 400.
 */
export function verificationRefusal(error: unknown, during: 'registration' | 'sign-in'): HttpException {
  const reason = error instanceof Error ? error.message : '';
  if (/response origin/i.test(reason)) return new BadRequestException(M.wrongOrigin);
  if (/RP ID/i.test(reason)) return new BadRequestException(M.wrongRpId);
  const message = /counter value/i.test(reason) ? M.counterRegression : M.notVerified;
  return during === 'sign-in' ? new UnauthorizedException(message) : new BadRequestException(message);
}
