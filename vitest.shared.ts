import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserConfigOptions } from 'vitest/node';

/** Debian's Chromium; no test tool downloads a browser of its own here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/**
 * Pre-bundled before the first test: a dependency Vite discovers mid-run makes it reload the
 * page, and the test file being imported at that moment fails to load. Each browser project
 * lists these; names a package cannot resolve are skipped with a warning.
 */
const sharedBrowserDeps = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'vitest-browser-react',
  'react-aria-components',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/dynamic',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'dompurify',
  '@storybook/react-vite',
  'storybook/test',
  'axe-core',
  'final-form',
  'react-final-form',
  'i18next',
  'react-i18next',
  'superstruct',
  'qrcode',
  'jsqr',
  '@tanstack/react-virtual',
];

const repoRoot = import.meta.dirname;
const packageName = (id: string) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');
const installedIn = (dir: string, id: string) => existsSync(join(dir, 'node_modules', packageName(id)));

/**
 * The list for one package: a dependency it cannot see itself (pnpm keeps them strict) is named
 * through @playsite/ui, Vite's `parent > dependency` form.
 */
export function browserDeps(packageRoot: string): string[] {
  return sharedBrowserDeps.flatMap((id) => {
    if (installedIn(packageRoot, id) || installedIn(repoRoot, id)) return [id];
    if (installedIn(join(repoRoot, 'packages/ui'), id)) return [`@playsite/ui > ${id}`];
    return [];
  });
}

export const browserMode: BrowserConfigOptions = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' }],
  screenshotFailures: false,
};

/**
 * The `test` block of a package's jsdom project: pure logic and DOM tests; `*.browser.test.tsx`
 * run in Chromium (the package's vitest.browser.config.ts).
 */
export function jsdomTests(name: string, root: string, setupFiles: string[] = []) {
  return {
    name,
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
    setupFiles: [join(repoRoot, 'tests/setup-dom.ts'), ...setupFiles.map((file) => join(root, file))],
  };
}
