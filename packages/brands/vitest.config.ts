import { defineConfig } from 'vitest/config';

/** Brand folders, the theme derivation and the brand CSS: plain Node. */
export default defineConfig({
  test: {
    name: 'brands',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
