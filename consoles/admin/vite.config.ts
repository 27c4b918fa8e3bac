import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API the dev server and `vite preview` forward /api to; the embedded start serves both on one origin.
const apiOrigin = process.env.PACKLENS_API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin with MUI is about 1 MB minified (about 330 kB gzip) for a console a few super admins use.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // @packlens/contracts only declares schemas and catalogues: what the console does not import (the zod
      // event schemas) can be dropped.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/contracts/src/') },
    },
  },
  server: { proxy: { '/api': apiOrigin } },
  preview: { proxy: { '/api': apiOrigin } },
});
