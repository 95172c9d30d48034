import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The back office is served by the platform under /backoffice (its API under /backoffice/api). */
export default defineConfig({
  base: '/backoffice/',
  plugins: [vanillaExtractPlugin(), react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5174,
    proxy: { '/backoffice/api': process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080' },
  },
});
