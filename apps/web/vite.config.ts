import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The platform server during development (`npm run dev:server`). */
const SERVER_URL = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  // `vite preview` reuses this proxy.
  server: {
    proxy: { '/api': SERVER_URL, '/health': SERVER_URL, '^/app/': { target: SERVER_URL, ws: true } },
  },
});
