import { argon2id, hash, type HashOptions } from 'argon2';

/**
 * Argon2id with OWASP's first recommended setting (19 MiB of memory, 2 passes, 1 lane): a sign-in
 * costs about 19 MB for a few tens of milliseconds. argon2's own default (64 MiB, 4 lanes) made
 * each concurrent sign-in hold 64 MB, more than the API's whole cache (bench/perf). A stored hash
 * names its own parameters, so hashes made with other settings still verify.
 */
export const PASSWORD_HASHING = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } satisfies HashOptions;

export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASHING);
