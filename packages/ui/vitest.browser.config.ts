import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { browserDeps, browserMode } from '../../vitest.shared.ts';

/** Component tests that need real focus, layout or pointer events. */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // ui's own runtime deps that vitest.shared.ts does not list yet (the layout sprinkles, SafeHtml).
  optimizeDeps: {
    include: [
      ...browserDeps(import.meta.dirname),
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'dompurify',
    ],
  },
  test: {
    name: 'ui:browser',
    root: import.meta.dirname,
    include: ['src/**/*.browser.test.tsx'],
    browser: browserMode,
    // Under a loaded CI machine an overlay's enter transition can outlast one assertion.
    retry: process.env.CI ? 1 : 0,
  },
});
