import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PORTS } from '@coffer/contract';
import { appChunks } from './build/chunks';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router's package points every import at its development build, warnings included; a
 * production build takes the production one.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The daemon a `vite dev` server forwards API calls to. */
const daemon = `http://127.0.0.1:${PORTS.http}`;

const chunks = appChunks();

export default defineConfig(({ mode }) => ({
  root,
  base: '/home/',
  plugins: [react(), chunks.plugin],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The page's own imports are preloaded by index.html, so the entry does not wait for them. A
    // lazily loaded chunk fetches its own imports; only its stylesheets are preloaded, as they must
    // be in place before it renders. Preloading each import cost the page a link element and a
    // main-thread task each (bench/README.md "Web sign-in").
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    proxy: {
      // Everything outside the app's own base is the daemon's: API calls, downloads, the push socket.
      '^/(?!home(/|$)|@|node_modules/|src/).*': { target: daemon, changeOrigin: false, ws: true },
    },
  },
}));
