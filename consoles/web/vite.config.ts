import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The product is served from one origin (app at /, admin console at /admin/, API at /api/),
// so in development the API is proxied to the local server instead of being called cross-origin.
// PACKLENS_API_URL points development (and `vite preview`) at an API on another address.
const apiTarget = process.env.PACKLENS_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
