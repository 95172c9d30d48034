import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootShell } from './build/bootShell.ts';
import { devBrands } from './build/devBrands.ts';
import { precompress } from './build/precompress.ts';
import { pureReactCalls } from './build/pureReactCalls.ts';

/** Paths served by the platform (or the reference server) during `vite dev`. */
const platformTarget = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/wps', '/lgw', '/lotto', '/__dev', '/__operator', '/games', '/play', '/media'];

/**
 * Libraries every page needs, in one chunk instead of dozens of small shared ones: over HTTP/1.1
 * (six connections) each extra file on the start-up path costs a round trip before the first paint.
 */
const startGroups = [
  {
    // The site's own start-up modules (brand, stores, platform client, i18n, page shell) that lazy
    // pages share too: one file instead of a dozen tiny shared chunks.
    name: 'app',
    test: /packages[\\/](site[\\/]src[\\/]common[\\/](brand|stores|api|i18n|page)[\\/]|api[\\/]src[\\/](client[\\/]|wire[\\/]headers|contract[\\/](account|define|games|lottery|primitives|envelope|errors-client|validate|endpoints-core|endpoint-groups)\.ts))|vite[\\/]preload-helper|@vanilla-extract[\\/]recipes[\\/]/,
    priority: 10,
  },
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|valtio|proxy-compare|use-sync-external-store|redaxios|superstruct)[\\/]/,
    priority: 20,
  },
];

/** Shared code of lazy pages, in fewer files than the bundler's automatic splitting makes. */
const lazyGroups = [
  {
    // What the lobby pages (/rng, /live, /fish, /pvp, /seamless, /elott and the vendor popup) share:
    // their screen, filters, tiles and game launch. One file instead of seven small ones, each a
    // round trip over HTTP/1.1. The first games' code (catalogue, tiles) stays apart: it is
    // fetched first, before the page's code, so the data does not wait for it.
    name: 'lobby',
    test: /packages[\\/](site[\\/]src[\\/]features[\\/](lobby[\\/](GameLobby|LobbyFilters|useGameList|favourites|fold|shownMemory|useDebounced|vendors|lobby\.css)|games[\\/](launch|useLaunch)\.ts)|ui[\\/]src[\\/](components[\\/](GameTile|FilterChips)[\\/]|icons[\\/]Star)|rules[\\/]src[\\/]text\.ts)/,
    priority: 5,
    // Only these modules: their imports stay in the start-up chunks or in their own shared ones.
    includeDependenciesRecursively: false,
  },
  {
    // Small parts that most lazy pages share (skeletons, the text field, the warning dialog's
    // opener, section styles): one file instead of six.
    name: 'common',
    test: /packages[\\/](ui[\\/]src[\\/](components[\\/](Skeleton|TextField)[\\/]|icons[\\/]Eye)|site[\\/]src[\\/]common[\\/](feedback[\\/]reportError\.ts|layout[\\/]sections\.css))/,
    priority: 6,
    includeDependenciesRecursively: false,
  },
];

/**
 * react-router's package exports point every bundler at its development build, dev warnings on
 * (remix-run/react-router#14102). Builds take the production build the package also ships.
 */
const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
const routerBuild = `${dirname(fromRouterDom.resolve('react-router/package.json'))}/dist/production`;
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerBuild}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerBuild}/dom-export.mjs` },
];

/** Files of the start-up groups above and the bundler's runtime: the entry loads them all. */
const startNames = new Set([...startGroups.map((group) => group.name), 'rolldown-runtime']);
const startChunk = new RegExp(`^assets/(${[...startNames].join('|')})-`);

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [vanillaExtractPlugin(), react(), pureReactCalls(), bootShell(), devBrands(), precompress()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${import.meta.dirname}/build/useSyncExternalStore.ts`,
      },
      ...(command === 'build' ? productionRouter : []),
    ],
  },
  // Locales live at the repository root (docs/adr/0003-locales.md).
  server: {
    fs: { allow: ['../..'] },
    // ws: the live-support socket (/wps/support/socket) goes through the same proxy.
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: platformTarget, changeOrigin: true, ws: true }]),
    ),
  },
  // The manifest lets scripts/size-budget.mjs follow the home route's chunks. SITE_DIR (absolute)
  // builds elsewhere, so that parallel e2e runs do not overwrite each other's site.
  build: {
    outDir: process.env.SITE_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // Every browser the build targets supports <link rel="modulepreload">.
      polyfill: false,
      // A lazy chunk's preload list leaves out the start-up chunks: the entry has loaded them
      // before any lazy import can run, and each name listed is bytes on the start path.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !startChunk.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...startGroups, ...lazyGroups] },
        // The entry lists every lazy chunk's and stylesheet's file for preloading, so they carry
        // their hash alone, of 7 characters (the fewest rolldown accepts for this many chunks; each
        // character less is ~0.1 KB gzip over ~150 names). The start-up groups keep their names,
        // which the preload filter above and the size report read.
        chunkFileNames: (chunk) =>
          startNames.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
}));
