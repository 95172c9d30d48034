import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Real HTTP against real databases on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
