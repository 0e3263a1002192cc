import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user. */
    userId?: number;
    /** When this session was signed in (ms): some changes need a recent sign-in. */
    signedInAt?: number;
    /** When the session ends whatever its use (ms since the epoch): set when it is first stored. */
    expiresAt?: number;
    /** The name of the captcha question last given to this browser (its answer is in Redis, used once). */
    captchaId?: string;
    /**
     * The version of the signed-in account, read with the session (RedisSessionStore), never
     * stored in it; none when the account has not been given one yet.
     */
    accountVersion?: string;
    /** When the signed-in member last sent a write (ms): with read replicas, they read from the primary a while. */
    wroteAt?: number;
    /** The account this browser has just activated, which it may sign in as until `until` (ms), once. */
    verifiedSignIn?: { userId: number; until: number };
    /**
     * A sign-in whose password was right, waiting for its second step (a code from the account's
     * authenticator app) until `until` (ms); nobody is signed in meanwhile.
     */
    pendingSignIn?: { userId: number; until: number };
    /**
     * A sign-in started at the OpenID Connect provider, until `until` (ms): the values its answer
     * must match (state, nonce, the PKCE verifier), each used once, and where to go afterwards.
     */
    providerSignIn?: { state: string; nonce: string; verifier: string; returnTo?: string; until: number };
    /** The WebAuthn challenge of the passkey options last given to this browser, answerable once until `until` (ms). */
    passkeyChallenge?: { purpose: 'registration' | 'sign-in'; challenge: string; until: number };
  }
}
