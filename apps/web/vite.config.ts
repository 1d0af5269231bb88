import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { passwordDictionaries } from './build/password-dictionaries.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), passwordDictionaries()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
