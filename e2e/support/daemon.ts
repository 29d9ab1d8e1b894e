import { copyFile } from 'node:fs/promises';
import { test as base } from '@playwright/test';
import { startScratchDaemon } from '../../scripts/lib/daemon.js';

export interface Daemon {
  /** http://127.0.0.1:PORT */
  baseURL: string;
  port: number;
  dataDir: string;
  /** The daemon's stdout and stderr, inside dataDir. */
  logFile: string;
  /** Powers the daemon off early (a test that inspects the files it leaves); teardown copes. */
  stop(): Promise<void>;
  /** Powers the daemon off and starts it again on the same port and data directory. */
  restart(): Promise<void>;
}

/**
 * `daemon`: a fresh daemon per test, on a free port with a temp data directory, stopped (SIGTERM,
 * SIGKILL after 10 s) and removed when the test ends, whatever its outcome. Its output is attached
 * to the test's report when the test fails. `baseURL` points the page at it.
 */
export const test = base.extend<{ daemon: Daemon }>({
  daemon: [
    // Playwright reads the fixtures a fixture needs from this destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const daemon = await startScratchDaemon('coffer-e2e-');
      try {
        await use({
          baseURL: daemon.baseURL,
          port: daemon.port,
          dataDir: daemon.dataDir,
          logFile: daemon.logFile,
          stop: async () => {
            await daemon.stop();
          },
          restart: () => daemon.restart(),
        });
      } finally {
        await daemon.stop();
        if (testInfo.status !== testInfo.expectedStatus) {
          const copy = testInfo.outputPath('daemon-output.log');
          await copyFile(daemon.logFile, copy).catch(() => undefined);
          await testInfo
            .attach('daemon-output.log', { path: copy, contentType: 'text/plain' })
            .catch(() => undefined);
        }
        await daemon.dispose();
      }
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ daemon }, use) => {
    await use(daemon.baseURL);
  },
});

export { expect } from '@playwright/test';
