import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'kernel',
    environment: 'node',
    include: ['test/**/*.spec.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // The concurrency specs hold transactions open; PostgreSQL's snapshot horizon is cluster-wide, so spec files
    // of this package run one after another on their server.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
