import { writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { APP_ICONS, appIcons } from './build/appIcons';
import { featureMessages } from './build/featureMessages';
import { brand } from './src/shared/theme';

const backend = 'http://localhost:3000';
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes dist/.vite/chunk-modules.json: the source modules in each chunk (paths relative to
 * frontend/), which the manifest does not name. scripts/check-bundle-budget.mjs reads it to be sure
 * that no admin or recipe-editor module is in the files a visitor loads first.
 */
function chunkModules(): Plugin {
  return {
    name: 'plantry:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const fromRoot = (id: string) => relative(root, id).split(sep).join('/');
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        // Ids starting with \0 are the bundler's own helpers, not files.
        if (chunk.type === 'chunk') modules[chunk.fileName] = chunk.moduleIds.filter((id) => !id.startsWith('\0')).map(fromRoot);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}

/**
 * antd's ConfigProvider imports the Tooltip's UniqueProvider, and with it the popup positioning of
 * @rc-component/trigger (about 9 KB gzip), only to render it for its `tooltip.unique` option, which
 * Plantry does not use. In the build, that one import gets a stand-in that loads the real provider
 * if it is ever rendered (src/app/LazyTooltipUniqueProvider.tsx); tooltips themselves import the
 * real one as before. Should antd move the import, this simply stops matching and the first load
 * grows by those kilobytes again (scripts/check-bundle-budget.mjs shows the figure).
 */
function deferTooltipUniqueProvider(): Plugin {
  const standIn = join(root, 'src/app/LazyTooltipUniqueProvider.tsx');
  const configProvider = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
  return {
    name: 'plantry:defer-tooltip-unique-provider',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../tooltip/UniqueProvider' && importer && configProvider.test(importer) ? standIn : null;
    },
  };
}

/**
 * antd's Segmented imports Tooltip (and with it @rc-component/trigger's popup positioning and the
 * tooltip's motion: five files, about 18 KB gzip, on the recipe page) only to wrap an option that
 * has a `tooltip`, which none of Plantry's has. In the build, that one import gets a stand-in that
 * loads the real Tooltip if it is ever rendered (src/app/LazySegmentedTooltip.tsx). Should antd
 * move the import, this simply stops matching and the recipe page loads those files again.
 */
function deferSegmentedTooltip(): Plugin {
  const standIn = join(root, 'src/app/LazySegmentedTooltip.tsx');
  const segmented = /[\\/]node_modules[\\/]antd[\\/]es[\\/]segmented[\\/]index\.js$/;
  return {
    name: 'plantry:defer-segmented-tooltip',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../tooltip' && importer && segmented.test(importer) ? standIn : null;
    },
  };
}

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every script, style and
 * SVG of dist/assets, which the server sends as they are to clients that accept them
 * (backend/src/modules/seo/serve-frontend.ts). Compressing once at build time affords the slowest,
 * smallest setting: the first load's vendor script is 147 KB in brotli 11 against 172 KB in the
 * quality 4 the server uses on the fly.
 */
function precompress(): Plugin {
  const compressible = /^assets\/.+\.(js|css|svg)$/;
  return {
    name: 'plantry:precompress',
    apply: 'build',
    // Once the files are written: other plugins change scripts until then (Vite's preload list).
    writeBundle({ dir = 'dist' }, bundle) {
      for (const file of Object.values(bundle)) {
        if (!compressible.test(file.fileName)) continue;
        const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        const path = join(dir, file.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** A test for module ids under any of `paths` (written with '/', matched with either separator). */
const modulesUnder = (...paths: string[]) => new RegExp(paths.map((path) => path.replaceAll('/', String.raw`[\\/]`)).join('|'));
/** Outlined icons by name: antd's component and its SVG's definition (@ant-design/icons-svg). */
const icons = (names: string) => String.raw`@ant-design/(icons/es/icons|icons-svg/es/asn)/(${names})Outlined\.`;

/**
 * The web app manifest and the service worker (src/sw/sw.ts; docs/decisions/frontend.md, 'Offline
 * and installable'). The worker is built for production builds only and registered by the app
 * itself after the page has loaded (src/pwa/registerServiceWorker.ts), never by a script in the page.
 */
const installable = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    // A new version waits for the member's Reload (src/pwa/UpdatePrompt.tsx).
    registerType: 'prompt',
    manifest: {
      name: 'Plantry',
      short_name: 'Plantry',
      description: 'Discover, share, rate and save vegan recipes from home cooks around the world.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: brand.primary,
      background_color: brand.background,
      icons: APP_ICONS,
    },
    injectManifest: {
      // The app's files, not their precompressed copies (.br, .gz), which the server picks itself.
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // Not the admin area (its page and chart.js, 150 KB compressed), which nobody uses offline
      // and most never open: every visitor's worker would download it.
      globIgnores: ['assets/Admin*'],
    },
  });

export default defineConfig({
  plugins: [
    featureMessages(join(root, 'src')),
    // Lingui's macros (t, msg, Trans) turned into lookups by its Babel preset (in JavaScript: its
    // native transform is an optional package that npm skips when run by a Node older than 22.19),
    // and its catalogs (.po) compiled when imported.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    react(),
    deferTooltipUniqueProvider(),
    deferSegmentedTooltip(),
    chunkModules(),
    precompress(),
    appIcons(join(root, 'public/favicon.svg')),
    installable(),
  ],
  resolve: {
    // The shared library is used from source, so it needs no build step of its own.
    alias: {
      '@plantry/shared': fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url)),
      // Where Lingui's <Trans> macro takes its component from (lingui.config.ts).
      'plantry-i18n-trans': fileURLToPath(new URL('./src/i18n/Trans.tsx', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each entry and page loads, read by
    // scripts/check-bundle-budget.mjs to hold the visitor home's first load to its budget.
    manifest: true,
    // The first load is one vendor file and the app's own entry (see codeSplitting below), so the
    // vendor file is large by design; its compressed size is what scripts/check-bundle-budget.mjs
    // holds to the budget.
    chunkSizeWarningLimit: 700,
    // All the app's styles in one stylesheet (about 10 KB compressed), which the page links from
    // its head: one request instead of one per chunk, and no page waits for styles of its own.
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake: {
        // Packages whose modules only define things, but do not say so (no "sideEffects": false in
        // their package.json), so that importing one export of a barrel file kept every module
        // behind it that computes anything at load time:
        // - the shared library (the vegan check builds its word index when loaded);
        // - antd's helper packages (@rc-component/util's index brought focus locking, scroll bar
        //   measuring and more into the first load). None of their modules is imported for its
        //   side effects alone (no bare `import '...'` of JavaScript).
        // Every other module keeps the default: its package.json decides.
        moduleSideEffects: [
          { test: /[\\/]libs[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // By default every set of pages sharing some modules gets a chunk of its own: the visitor
          // home needed two dozen files, many under 1 KB, each compressed on its own and each
          // importing and exporting by name. Fewer, larger files compress better:
          groups: [
            // Everything the entry imports statically (needed before any page shows) in two files:
            // the libraries, which change rarely and stay cached, and the app's frame.
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 3 },
            { name: 'index', tags: ['$initial'], priority: 2 },
            // What the visitor pages need beyond the frame, in one file each rather than a dozen small
            // ones: each file is a request, which on a slow phone connection costs more than its
            // bytes. The pages' own modules stay chunks of their own, which the router loads, the
            // server names in each page's head (page-assets.ts) and the budget finds.
            // - The home page's sections and what they use (recipe cards, carousels), also used by
            //   the signed-in home and the recipe lists.
            {
              name: 'home',
              test: modulesUnder(String.raw`src/features/home/(HomeSections|WhyChoose|Hero)\.`, icons('Search')),
              priority: 1,
            },
            // - The recipe lists of Browse and Advanced search: results, filters, pages. (The page
            //   frame, Page.tsx, is not among them: the contact and legal pages would load them all.)
            {
              name: 'lists',
              test: modulesUnder(
                String.raw`src/features/browse/(useRecipeResults|RecipeResults|recipeFilters|PopularCuisineButtons|FilterControls)\.`,
                String.raw`src/shared/ui/(Pager|RecipeGrid)\.`,
                icons('Close|Down|Filter'),
              ),
              priority: 1,
            },
            // - A recipe's page: its parts shared with other pages (also Report and the icons its
            //   first screen shares with the cook's page, which were a file each).
            {
              name: 'recipe',
              test: modulesUnder(
                String.raw`src/shared/ui/(BackLink|StatusIcon)\.`,
                String.raw`src/features/moderation/ReportButton\.`,
                'antd/es/skeleton/',
                icons('ClockCircle|Fire|Login|Check|Flag'),
              ),
              priority: 1,
            },
            // - What a recipe's first screen draws with beyond that (cook mode, the shopping list
            //   and the editor share some of it): amounts and units, the servings and units controls.
            {
              name: 'recipe-view',
              test: modulesUnder(
                String.raw`src/features/recipes/ingredients/(amounts|measures)\.`,
                'node_modules/(convert|pluralize|format-quantity|numeric-quantity)/',
                'node_modules/antd/es/segmented/',
                'node_modules/@rc-component/segmented/',
                String.raw`src/app/LazySegmentedTooltip\.`,
                icons('Minus'),
              ),
              priority: 1,
              // Not what they import: Segmented's small hooks from @rc-component/util serve most of
              // antd's other components too (inputs, dialogs), which would load this file for them.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // On a busy two-core CI machine a whole page can take more than the default 5 s to render and
    // settle; a test that never gets its answer still fails, only later.
    testTimeout: 20_000,
  },
});
