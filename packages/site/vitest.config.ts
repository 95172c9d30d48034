import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { jsdomTests } from '../../vitest.shared.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // The page's brand settings, as the server writes them, before any site module reads them.
  test: jsdomTests('site', import.meta.dirname, ['test/brandPage.ts']),
});
