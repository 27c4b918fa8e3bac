import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scoring', environment: 'node', include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'], testTimeout: 120_000 },
});
