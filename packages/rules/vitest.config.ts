import { defineConfig } from 'vitest/config';

/** Pure rules: plain Node, no DOM (the purity test keeps it that way). */
export default defineConfig({
  test: {
    name: 'rules',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
