import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user. */
    userId?: number;
    /** The answer to the captcha question last given to this browser; used once. */
    captchaAnswer?: number;
    /** The account this browser has just activated, which it may sign in as until `until` (ms), once. */
    verifiedSignIn?: { userId: number; until: number };
  }
}
