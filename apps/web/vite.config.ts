import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanRoutes } from './build/lean-routes.ts';
import { passwordDictionaries } from './build/password-dictionaries.ts';
import { precompress } from './build/precompress.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), leanRoutes(), passwordDictionaries(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  // The PDF worker imports jsPDF, which loads its optional parts on demand: an ES module worker can split them.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
