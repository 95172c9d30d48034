import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'repo',
    environment: 'node',
    include: ['tests/*.test.ts', 'tests/compat/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
  },
});
