import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts', 'src/test/lazy-routes.ts'],
    // A page test that renders antd and types into it takes one to two seconds alone; beside the
    // storage tests and the browser tests on two cores it has taken over five.
    testTimeout: 15_000,
  },
});
