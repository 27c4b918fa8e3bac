import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scoring',
    environment: 'node',
    include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'],
    // The worker's specs run on real PostgreSQL, like the rest of the platform's.
    globalSetup: ['../kernel/src/testing/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
