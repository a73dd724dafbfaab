import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // Two pages: the back-office, and the customer storefront (/t/*, /c/*) that must never load the back-office's
    // libraries; only what both import (React) ends up in a shared chunk.
    rollupOptions: { input: { main: page('index.html'), storefront: page('storefront.html') } },
  },
});
