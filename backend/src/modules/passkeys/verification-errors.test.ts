import { BadRequestException, UnauthorizedException } from '@nestjs/common';
import { PASSKEY_MESSAGES as M } from './messages.js';
import { verificationRefusal } from './verification-errors.js';

describe('verificationRefusal', () => {
  it('names a wrong origin and a wrong RP id with 400, whatever the step', () => {
    const origin = new Error('Unexpected authentication response origin "https://evil.example", expected "https://plantry.app"');
    expect(verificationRefusal(origin, 'sign-in')).toEqual(new BadRequestException(M.wrongOrigin));
    expect(verificationRefusal(new Error('Unexpected RP ID hash'), 'registration')).toEqual(new BadRequestException(M.wrongRpId));
  });

  it('refuses an old counter and any other failure with 401 on sign-in, 400 on registration', () => {
    const counter = new Error('Response counter value 3 was lower than expected 5');
    expect(verificationRefusal(counter, 'sign-in')).toEqual(new UnauthorizedException(M.counterRegression));
    expect(verificationRefusal(new Error('Signature mismatch'), 'sign-in')).toEqual(new UnauthorizedException(M.notVerified));
    expect(verificationRefusal('not an error', 'registration')).toEqual(new BadRequestException(M.notVerified));
  });
});
