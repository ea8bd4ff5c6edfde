import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'generators/**/*.test.ts',
      'examples/**/*.test.ts',
      'scripts/**/*.test.ts',
      'eslint-rules/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    // Compiles the server once (scripts/compiled-server.mjs) for the tests that run it as `pnpm start` does.
    globalSetup: ['scripts/vitest-global-setup.ts'],
    // Two test files at a time: most wait on child processes, chromium, PostgreSQL or sockets, so
    // two run side by side even on the 2-core CI machine (vitest's default is cores - 1).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
