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
    // What a page shows after an action can take seconds on a busy two-core machine (CI runs these beside the other
    // packages' specs): expect.poll waits up to 10 s unless a spec says otherwise (Vitest's default is 1 s).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
  },
});
