import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Pure logic and DOM tests in jsdom; `*.browser.test.tsx` run in Chromium (vitest.browser.config.ts). */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'forms',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
    setupFiles: ['../../tests/setup-dom.ts'],
  },
});
