import { generate } from 'otplib';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const at = Date.UTC(2026, 0, 5, 12, 0, 10);
  const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

  it('makes Base32 secrets of 160 bits and an otpauth address naming Plantry and the member', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri('ana@example.com', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Plantry');
    expect(decodeURIComponent(uri.pathname)).toContain('ana@example.com');
  });

  it("answers the code's time step, with 30 s of drift either way", async () => {
    const step = Math.floor(at / 1000 / 30);
    expect(await totpStep(secret, await codeAt(at), at)).toBe(step);
    expect(await totpStep(secret, await codeAt(at - 30_000), at)).toBe(step - 1);
    expect(await totpStep(secret, await codeAt(at + 30_000), at)).toBe(step + 1);
    expect(await totpStep(secret, await codeAt(at - 120_000), at)).toBeNull();
  });

  it('refuses anything but six digits, and a secret otplib cannot read', async () => {
    const code = await codeAt(at);
    expect(await totpStep(secret, ` ${code}`, at)).toBeNull();
    expect(await totpStep(secret, '12345', at)).toBeNull();
    expect(await totpStep('not base32!', code, at)).toBeNull();
  });
});
