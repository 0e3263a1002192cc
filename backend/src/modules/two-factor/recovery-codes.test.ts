import { newRecoveryCode, normalRecoveryCode, recoveryCodeHash } from './recovery-codes.js';

describe('recovery codes', () => {
  it('are three groups of four unambiguous characters, all different', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are read in any case, with or without dashes and spaces', () => {
    expect(normalRecoveryCode(' ABCD-efgh-JKMN ')).toBe('abcdefghjkmn');
    expect(normalRecoveryCode('abcd efgh jkmn')).toBe('abcdefghjkmn');
    expect(normalRecoveryCode('abcd-efgh-jkm')).toBeNull();
    expect(normalRecoveryCode('abcd-efgh-jkm0')).toBeNull();
    expect(normalRecoveryCode('123456')).toBeNull();
  });

  it('hash with the key and the member: another key or member gives another hash', () => {
    const key = Buffer.alloc(32, 1);
    const hash = recoveryCodeHash(key, 7, 'abcdefghjkmn');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(key, 8, 'abcdefghjkmn')).not.toBe(hash);
    expect(recoveryCodeHash(Buffer.alloc(32, 2), 7, 'abcdefghjkmn')).not.toBe(hash);
  });
});
