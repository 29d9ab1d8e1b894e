import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PORTS } from '@coffer/contract';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The daemon a `vite dev` server forwards API calls to. */
const daemon = `http://127.0.0.1:${PORTS.http}`;

export default defineConfig({
  root,
  base: '/home/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No hand-made chunks: Rolldown's automatic chunking gives each route only the modules it uses;
    // grouping them (codeSplitting groups) measured larger (bench/README.md "Web bundle").
  },
  server: {
    proxy: {
      // Everything outside the app's own base is the daemon's: API calls, downloads, the push socket.
      '^/(?!home(/|$)|@|node_modules/|src/).*': { target: daemon, changeOrigin: false, ws: true },
    },
  },
});
