import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // A real origin, so cookies (CSRF) and relative URLs behave as in the browser.
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Component tests that type and click through a screen take seconds when the whole suite shares two cores.
    testTimeout: 15_000,
  },
});
