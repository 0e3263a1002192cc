import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The site's languages (docs/decisions/languages.md). English is the source: its texts
 * are SPEC.md's, written in the code through Lingui's macros. Each feature folder keeps its own
 * catalogs (src/features/<name>/locales/<locale>.po), and the app's frame (src/app, src/shared, src/api,
 * src/pwa) its own (src/locales/app), so that a page loads only its own texts
 * (build/featureMessages.ts). `npm run check-translations` (in `make check`) extracts them and fails
 * on a missing translation.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de'],
  fallbackLocales: false,
  // The <Trans> the macros write: one that needs no provider (src/i18n/Trans.tsx, aliased in vite.config.ts).
  runtimeConfigModule: { Trans: ['plantry-i18n-trans', 'Trans'] },
  // No line numbers: a catalog changes only when a text does.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/app/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/shared', '<rootDir>/src/pwa', '<rootDir>/src/api'],
    },
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}/'] },
  ],
});
