import { defineConfig } from 'vite';

/**
 * The service worker is its own build: one classic script at dist/sw.js (served from the root, so its scope is
 * the whole app), apart from the app's chunks. Runs after the app build (`npm run build`).
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    lib: { entry: 'src/sw/sw.ts', formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
  },
});
