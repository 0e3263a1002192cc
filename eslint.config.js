import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module walls (docs/architecture.md): a backend module is entered only through its door,
 * backend/src/modules/<name>/index.ts. Entity files may reach other modules' entity files (the
 * ORM's relations), as may the ORM's registry and the development seed; nothing else may. common/,
 * config/ and infrastructure/ sit below the modules and import none. Frontend shared/ code imports
 * neither features/ nor app/. scripts/check-module-walls.mjs counts the same walls, and the SQL
 * that writes another module's tables.
 */
const MODULES = readdirSync(new URL('./backend/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const wall = (message, regex) => ({ regex, message });
const otherModules = (name) => MODULES.filter((other) => other !== name).join('|');
const moduleWalls = MODULES.flatMap((name) => [
  {
    files: [`backend/src/modules/${name}/**/*.ts`],
    ignores: [`backend/src/modules/${name}/entities/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            wall(
              `Another module is entered through its door only (modules/<name>/index.js).`,
              `^(\\.\\./)+(${otherModules(name)})/(?!index\\.js$)`,
            ),
          ],
        },
      ],
    },
  },
  {
    files: [`backend/src/modules/${name}/entities/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            wall(
              'Entities reach other modules only for their entities (the ORM relations).',
              `^(\\.\\./)+(${otherModules(name)})/(?!index\\.js$|entities/)`,
            ),
          ],
        },
      ],
    },
  },
]);

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '.data/', 'coverage/', 'test-results/', 'playwright-report/', 'frontend/src/api/*.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['backend/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.mjs', 'e2e/**/*.ts', 'libs/**/*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Command-line scripts report on standard output.
    files: ['backend/src/scripts/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Typed lint: promises are awaited, handled or marked `void`, and never passed where a
    // function's result is ignored (an event handler, a callback that returns void).
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}', 'libs/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['backend/jest.config.js'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  ...moduleWalls,
  {
    files: ['backend/src/common/**/*.ts', 'backend/src/config/**/*.ts', 'backend/src/infrastructure/**/*.ts'],
    ignores: ['backend/src/infrastructure/database/entities.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [wall('common/, config/ and infrastructure/ sit below the modules: they import none.', '(^|/)modules/')] },
      ],
    },
  },
  {
    files: [
      'backend/src/*.ts',
      'backend/src/scripts/**/*.ts',
      'backend/src/seed/**/*.ts',
      'backend/src/infrastructure/database/entities.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            wall(
              'Outside the modules, a module is entered through its door only (its entities for the ORM registry and the seed).',
              '(^|/)modules/[a-z-]+/(?!index\\.js$|entities/)',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [wall('Shared code serves features and the app: it imports neither.', '(^|/)(features|app)/')] },
      ],
    },
  },
);
