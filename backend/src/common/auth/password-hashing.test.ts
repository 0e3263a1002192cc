import { verify } from 'argon2';
import { hashPassword } from './password-hashing.js';

describe('hashPassword', () => {
  it("makes argon2id hashes with OWASP's 19 MiB, 2 passes, 1 lane, that verify", async () => {
    const stored = await hashPassword('green-lentils-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verify(stored, 'green-lentils-42')).toBe(true);
    expect(await verify(stored, 'green-lentils-43')).toBe(false);
  });
});
