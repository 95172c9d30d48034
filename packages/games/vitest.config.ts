import { defineConfig } from 'vitest/config';

/** The game server and its engines: plain Node. */
export default defineConfig({
  test: {
    name: 'games',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
