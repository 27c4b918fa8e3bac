import { defineConfig } from 'vitest/config';
import { serialSpecs } from './serial-specs';

/** The end-to-end specs that change what every company sees, one file at a time on a product server of their own. */
export default defineConfig({
  test: {
    name: 'e2e-serial',
    root: import.meta.dirname,
    environment: 'node',
    include: serialSpecs,
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
