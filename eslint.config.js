import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
