import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'admin', environment: 'happy-dom', include: ['test/**/*.spec.ts', 'test/**/*.spec.tsx'] },
});
