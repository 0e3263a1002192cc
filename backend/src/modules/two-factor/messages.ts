/** What the two-factor endpoints answer, as the person reads it. */
export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeFormat: 'Enter a recovery code like abcd-efgh-jkmn',
  wrongCode: 'That code is not right. Check the time on your phone and enter the newest code from your authenticator app.',
  usedCode: 'That code has already been used. Please wait for the next code from your authenticator app.',
  wrongRecoveryCode: 'That recovery code is not right, or it has already been used.',
  noSetup: 'Start the setup again: there is no new authenticator waiting to be confirmed.',
  notOn: 'Two-factor sign-in is not on for this account.',
  confirmIdentity: 'Enter your password or a code from your authenticator app.',
  wrongIdentity: 'That password or code is not right.',
  adminsKeepIt:
    'Admins keep two-factor sign-in on once it is set up. You can set up a new authenticator or make new recovery codes instead.',
};
