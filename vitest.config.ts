import { defineConfig } from 'vitest/config';

// One test run over every package; each package keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['contracts', 'services/*', 'projections', 'consoles/*', 'scripts', 'tests', 'clients/*'],
  },
});
