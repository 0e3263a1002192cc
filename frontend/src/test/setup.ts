import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

// '@testing-library/jest-dom/vitest' would import vitest from the workspace root, where it is not
// installed (vitest lives in frontend/node_modules); registering the matchers here is equivalent.
expect.extend(matchers);

afterEach(() => {
  cleanup();
  document.title = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
