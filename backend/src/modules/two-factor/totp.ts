import { generateSecret, generateURI, verify } from 'otplib';

/** The name authenticator apps show above the member's email. */
export const TOTP_ISSUER = 'Plantry';

/** Seconds of clock drift allowed either way: the code of the step before or after still counts. */
const DRIFT_SECONDS = 30;

/** A new TOTP secret (otplib: 20 random bytes, Base32), as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address of the QR code: SHA-1, 6 digits, 30 s steps, what every authenticator app reads. */
export const totpUri = (email: string, secret: string): string => generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * The time step of the code when it is right for this secret now (within the drift), else null.
 * The caller refuses a step it has seen already (replay).
 */
export async function totpStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: DRIFT_SECONDS });
    // The functional API types HOTP's answer too, which has no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on input it cannot read (a secret that is not Base32): no code is right for it.
    return null;
  }
}
