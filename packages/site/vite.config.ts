import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths served by the platform (or the reference server) during `vite dev`. */
const platformTarget = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/wps', '/lgw', '/lotto', '/__dev', '/__operator', '/games', '/play', '/media'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [vanillaExtractPlugin(), react()],
  // Locales live at the repository root (docs/adr/0003-locales.md).
  server: {
    fs: { allow: ['../..'] },
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: platformTarget, changeOrigin: true }])),
  },
  // The manifest lets scripts/size-budget.mjs follow the home route's chunks. SITE_DIR (absolute)
  // builds elsewhere, so that parallel e2e runs do not overwrite each other's site.
  build: { outDir: process.env.SITE_DIR ?? 'dist', emptyOutDir: true, manifest: true },
});
