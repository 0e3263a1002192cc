import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, expect, vi } from 'vitest';

// '@testing-library/jest-dom/vitest' would import vitest from the workspace root, where it is not
// installed (vitest lives in frontend/node_modules); registering the matchers here is equivalent.
expect.extend(matchers);

// The texts in English, the source language (each module loads its folder's English catalog).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// findBy… and waitFor give up after 1 s by default, which a page rendering on a busy two-core CI
// machine can exceed (a users table once did); what never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  document.title = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
