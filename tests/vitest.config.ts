import { defineConfig } from 'vitest/config';
import { serialSpecs } from './serial-specs';

/**
 * The end-to-end specs that only touch companies of their own: they share one product server (started once by the
 * global set-up), one browser each, and run beside the other packages' specs. The specs that change what every
 * company sees (system settings, the super admin's lists, learning data) run one at a time on a server of their own:
 * vitest.serial.config.ts.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    exclude: serialSpecs,
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    // What a page shows after an action can take seconds on a busy two-core machine (CI runs these beside the other
    // packages' specs): expect.poll waits up to 10 s unless a spec says otherwise (Vitest's default is 1 s).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
  },
});
