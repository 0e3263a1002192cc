export class VerifyEmailResultDto {
  message!: string;
  /** The account the link was for, so the page can say whose it is before anyone signs in as it. */
  email!: string;
  /**
   * Whether this browser may now sign in as that account with POST /api/verify-email/sign-in (for
   * 10 minutes, once): only when this very request activated it.
   */
  signInReady!: boolean;
}
