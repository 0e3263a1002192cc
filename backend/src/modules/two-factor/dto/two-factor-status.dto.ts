/** The member's two-factor sign-in as their profile shows it (never the secret). */
export class TwoFactorStatusDto {
  enabled!: boolean;
  /** Recovery codes not used yet (0 while two-factor sign-in is off). */
  recoveryCodesLeft!: number;
  /** An admin with two-factor sign-in on cannot turn it off (docs/decisions/accounts.md). */
  required!: boolean;
}

/** A new authenticator to add: shown once, during setup, and never again. */
export class TwoFactorSetupDto {
  /** The Base32 secret, for typing into an app by hand. */
  secret!: string;
  /** The otpauth:// address the QR code holds. */
  otpauthUri!: string;
  /** The QR code as an SVG image (a data: URL). */
  qrCode!: string;
}

/** New single-use recovery codes: shown once, stored only as hashes. */
export class RecoveryCodesDto {
  recoveryCodes!: string[];
}
