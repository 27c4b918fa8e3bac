import { defineConfig } from 'vitest/config';

// One test run over every package; each package keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['contracts', 'services/*', 'projections', 'consoles/*', 'scripts', 'tests', 'tests/vitest.serial.config.ts', 'clients/*'],
    // Three test files at a time on the two cores: most specs wait on PostgreSQL, a worker or Chromium much of the
    // time. Measured on this machine: the whole run took 1,404 s with two (the default here), 990 s with three.
    maxWorkers: 3,
  },
});
