import { defineConfig } from '@playwright/test';

/** Debian's Chromium (never a downloaded browser), against the app started by scripts/e2e.sh. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  workers: 2,
  retries: 0,
  // A test without its own limit: on a busy 2-core machine a page with sign-in takes 3 to 5 s to draw.
  timeout: 90_000,
  // Two browsers, the API, the worker and MariaDB share two cores: give answers time to arrive.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../.data/test-reports/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The page-by-page check of the Spanish and German site runs on the phone only, as its issue asks.
    { name: 'desktop', testIgnore: ['languages-pages.spec.ts'], use: { viewport: { width: 1280, height: 800 } } },
    // The account flows (real emails, new accounts, the desktop account menu; two-factor sign-in) and the XSS check run on desktop only.
    {
      name: 'phone',
      testIgnore: ['accounts.spec.ts', 'two-factor.spec.ts', 'xss.spec.ts'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
