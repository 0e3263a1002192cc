import { spawnSync } from 'node:child_process';
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

export interface Secret {
  name: string;
  value: string;
  rule: SecretRule;
  /** Words of this deployment a guesser would try (the admin's email, the database user). */
  userInputs?: string[];
}

/**
 * zxcvbn-ts with its common and English dictionaries, run in a short-lived child process: its
 * dictionaries take about 120 MB, which the API and worker would otherwise keep for their whole
 * life. The values arrive on standard input (never on a command line); the answer is the guesses
 * of each, as powers of ten.
 */
const ESTIMATOR = `
const [core, common, en] = process.argv.slice(1).map((path) => require(path));
const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });
const asked = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(asked.map(([value, inputs]) => zxcvbn.check(value, inputs).guessesLog10)));
`;

function guessesLog10(asked: [string, string[]][]): number[] {
  if (asked.length === 0) return [];
  const require = createRequire(import.meta.url);
  const modules = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'].map((name) => require.resolve(name));
  const run = spawnSync(process.execPath, ['-e', ESTIMATOR, ...modules], {
    input: JSON.stringify(asked),
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0) throw new Error(`the secret strength check failed: ${run.stderr || run.error?.message}`);
  return JSON.parse(run.stdout) as number[];
}

/**
 * What is wrong with each production secret, in words for the operator, by its setting's name:
 * too short, a shipped example or placeholder, or too easy to guess (zxcvbn, which knows repeats,
 * sequences, keyboard walks, dictionary words and years). Secrets that will do are left out.
 */
export function secretProblems(secrets: readonly Secret[]): Map<string, string> {
  const problems = new Map<string, string>();
  const howTo = (rule: SecretRule) => `use a random value, e.g. the output of \`openssl rand -base64 ${Math.max(rule.minLength, 24)}\``;
  const toEstimate: Secret[] = [];
  for (const secret of secrets) {
    const { name, value, rule } = secret;
    if (SHIPPED_EXAMPLES.includes(value.trim().toLowerCase()) || PLACEHOLDER.test(value)) {
      problems.set(name, `is an example value that was published with Plantry: ${howTo(rule)}`);
    } else if (value.length < rule.minLength) {
      problems.set(name, `must be at least ${rule.minLength} characters in production: ${howTo(rule)}`);
    } else {
      toEstimate.push(secret);
    }
  }
  const guesses = guessesLog10(toEstimate.map(({ value, userInputs = [] }) => [value, [...SITE_WORDS, ...userInputs]]));
  toEstimate.forEach(({ name, rule }, i) => {
    if (guesses[i] < rule.minGuessesLog10) problems.set(name, `is too easy to guess: ${howTo(rule)}`);
  });
  return problems;
}
