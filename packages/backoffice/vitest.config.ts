import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { jsdomTests } from '../../vitest.shared.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: jsdomTests('backoffice', import.meta.dirname),
});
