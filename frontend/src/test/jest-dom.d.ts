// Types of the jest-dom matchers registered in setup.ts (mirrors '@testing-library/jest-dom/vitest').
// Declaration merging needs the empty interfaces below.
/* eslint-disable @typescript-eslint/no-empty-object-type */
import 'vitest';
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module 'vitest' {
  interface Assertion<T = unknown> extends TestingLibraryMatchers<unknown, T> {}
  interface AsymmetricMatchersContaining extends TestingLibraryMatchers<unknown, unknown> {}
}
