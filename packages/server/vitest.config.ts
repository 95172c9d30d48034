import { availableParallelism } from 'node:os';
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
    // The files mostly wait on PostgreSQL and sockets, so two run at once even on two cores
    // (vitest's default there is one). Every file builds its own app on its own database, so the
    // worker's module cache (fastify, PGlite's WebAssembly warmed up, the app's modules) is shared
    // across files instead of loaded again for each.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    isolate: false,
    // A worker count of its own needs a group of its own in the root run: the server's files run
    // after the other projects'.
    sequence: { groupOrder: 1 },
  },
});
