import { createRequire } from 'node:module';

/**
 * Values that were ever shipped as examples (docker/compose.yml, .env.example, the README, the
 * benches) or that everybody tries first. Production refuses each of them, in any case.
 */
export const SHIPPED_EXAMPLES = [
  'development-secret-change-me-0123456789abcdef',
  'replace-this-with-a-long-random-secret-value',
  'replace-this-minio-secret',
  'plantry-admin-2024',
  'plantry',
  'minioadmin',
  'bench-only-secret-0123456789abcdefghijkl',
  'lighthouse-only-secret-0123456789abcdefgh',
  'password',
  'changeme',
  'secret',
  'admin',
  'root',
];
/** Words that mark a placeholder rather than a secret. */
const PLACEHOLDER = /change-?me|replace-?this|development|example|placeholder|your-?secret/i;
/** Words of this site that a guesser tries first. */
const SITE_WORDS = ['plantry', 'vegan', 'recipe', 'recipes', 'admin', 'administrator', 'minio', 'mariadb', 'redis', 'session'];

export interface SecretRule {
  minLength: number;
  /** The least number of guesses (as a power of ten) zxcvbn must estimate: 10 for a password, 20 for a signing key. */
  minGuessesLog10: number;
}

/** A password a person chooses and types (the first admin's, the database's). */
export const PASSWORD_RULE: SecretRule = { minLength: 12, minGuessesLog10: 10 };
/** A key nobody types, such as the session signing secret: long and random. */
export const KEY_RULE: SecretRule = { minLength: 32, minGuessesLog10: 20 };

type Estimator = (value: string, userInputs: string[]) => number;
let estimator: Estimator | undefined;

/**
 * zxcvbn-ts with its common and English dictionaries, loaded on first use: only production
 * checks its settings, so the other processes never load the dictionaries.
 */
function guessesLog10(value: string, userInputs: string[]): number {
  if (!estimator) {
    const require = createRequire(import.meta.url);
    const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const en = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    estimator = (text, inputs) => zxcvbn.check(text, inputs).guessesLog10;
  }
  return estimator(value, userInputs);
}

/**
 * What is wrong with a production secret, in words for the operator, or undefined when it will
 * do: too short, a shipped example or placeholder, or too easy to guess (zxcvbn, which knows
 * repeats, sequences, keyboard walks, dictionary words and years).
 */
export function secretProblem(value: string, rule: SecretRule, userInputs: string[] = []): string | undefined {
  const howTo = `use a random value, e.g. the output of \`openssl rand -base64 ${Math.max(rule.minLength, 24)}\``;
  if (SHIPPED_EXAMPLES.includes(value.trim().toLowerCase()) || PLACEHOLDER.test(value)) {
    return `is an example value that was published with Plantry: ${howTo}`;
  }
  if (value.length < rule.minLength) return `must be at least ${rule.minLength} characters in production: ${howTo}`;
  if (guessesLog10(value, [...SITE_WORDS, ...userInputs]) < rule.minGuessesLog10) return `is too easy to guess: ${howTo}`;
  return undefined;
}
