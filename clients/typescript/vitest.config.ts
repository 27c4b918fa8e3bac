import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['test/**/*.spec.ts'],
    globalSetup: ['../../services/kernel/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
