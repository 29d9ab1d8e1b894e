import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

/** Browser tests: each test gets its own daemon (support/daemon.ts) and Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As a person who asks their system for less motion: antd's dialogs open at once, so a click on a
    // loaded machine never lands on a control still zooming into place (docs/decisions.md).
    reducedMotion: 'reduce',
  },
});
