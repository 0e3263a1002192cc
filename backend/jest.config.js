/** Backend tests: `unit` needs no services; `integration`, `security` and `faults` run on real MariaDB, Redis and SMTP. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  transform: { '^.+\\.ts$': swc },
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

/** Tests on real MariaDB, Redis, SMTP and processes, on a *_test database. */
const integration = {
  ...common,
  testMatch: ['**/*.test.ts'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-error-messages.ts'],
  testTimeout: 30000,
};

export default {
  // Jest takes the test timeout from the global configuration only: the projects' own setting is ignored.
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/src', '<rootDir>/../libs/shared/src'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...integration,
      displayName: 'integration',
      roots: ['<rootDir>/test'],
      testPathIgnorePatterns: ['/test/(security|faults)/'],
    },
    // Hostile input and access checks (make test-security).
    { ...integration, displayName: 'security', roots: ['<rootDir>/test/security'] },
    // Real processes and services failing under the app (make test-faults).
    { ...integration, displayName: 'faults', roots: ['<rootDir>/test/faults'] },
  ],
};
