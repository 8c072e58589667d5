import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The platform server during development (`npm run dev:server`). */
const SERVER_URL = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, made once at build time: the server sends the one
    // the browser accepts (@fastify/static preCompressed) instead of compressing on each request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  // The manifest lets scripts/web-budget.mjs find what the login route loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  // `vite preview` reuses this proxy.
  server: {
    proxy: { '/api': SERVER_URL, '/health': SERVER_URL, '^/app/': { target: SERVER_URL, ws: true } },
  },
});
