import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'generation',
    environment: 'node',
    include: ['test/**/*.spec.ts'],
    // The job specs use a real PostgreSQL (one server per run, one database per spec file).
    globalSetup: ['../kernel/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
