import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts', 'src/test/lazy-routes.ts'],
    // A page test that renders antd and types into it takes one to three seconds alone; beside the
    // storage tests, the browser tests and the checks on two cores it has taken over fifteen.
    testTimeout: 30_000,
  },
});
