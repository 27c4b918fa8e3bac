import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reports',
    environment: 'node',
    include: ['test/**/*.spec.ts'],
    // Chromium specs launch one browser per file; two cores are shared, so files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
