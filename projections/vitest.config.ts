import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'projections',
    environment: 'node',
    include: ['test/**/*.spec.ts'],
    globalSetup: ['../services/kernel/src/testing/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
