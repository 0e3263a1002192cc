import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

// '@testing-library/jest-dom/vitest' would import vitest from the workspace root, where it is not
// installed (vitest lives in frontend/node_modules); registering the matchers here is equivalent.
expect.extend(matchers);

// findBy… and waitFor give up after 1 s by default, which a page rendering on a busy two-core CI
// machine can exceed (a users table once did); what never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  document.title = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
