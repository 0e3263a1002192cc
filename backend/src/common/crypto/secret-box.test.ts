import { derivedKey } from './derived-keys.js';
import { SecretBox } from './secret-box.js';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('SecretBox', () => {
  const box = new SecretBox(derivedKey(SECRET, 'test'));

  it('opens what it sealed, and never shows the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:7');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time (a random IV)', () => {
    expect(box.seal('same', 'user:7')).not.toBe(box.seal('same', 'user:7'));
  });

  it('refuses a value of another context, a changed value and another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:7');
    expect(() => box.open(sealed, 'user:8')).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'), 'user:7')).toThrow();
    expect(() => new SecretBox(derivedKey(`${SECRET}!`, 'test')).open(sealed, 'user:7')).toThrow();
    expect(() => box.open('plain text', 'user:7')).toThrow('Not a sealed value');
  });

  it('derives a different key for each purpose', () => {
    expect(derivedKey(SECRET, 'a').equals(derivedKey(SECRET, 'b'))).toBe(false);
    expect(derivedKey(SECRET, 'a')).toHaveLength(32);
  });
});
