/**
 * What the web benchmarks share: the app and the peer pages built into a temp folder, a scratch
 * daemon serving that folder under /home/ with the owner registered (and the privacy agreement
 * accepted, so sign-in goes straight to the desktop), and one headless Chromium. One cleanup stops
 * all of it, on the run's end, an error or Ctrl-C alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startScratchDaemon, type ScratchDaemon } from '../../scripts/lib/daemon.js';
import { prepareOwner } from '../../e2e/support/api.js';
import { launchChromium } from './chromium.js';
import { buildWebWithPeers } from './web-build.js';

export interface WebStage {
  baseURL: string;
  browser: Browser;
  /** The scratch daemon's data directory (its admin socket fills bays). */
  dataDir: string;
  /** The daemon's process, for reading its CPU time. */
  daemonPid: number;
}

export interface WebStageHandle {
  start(): Promise<WebStage>;
  cleanup(): Promise<void>;
}

export function webStage(prefix: string): WebStageHandle {
  let buildDir: string | undefined;
  let daemonStart: Promise<ScratchDaemon> | undefined;
  let browserStart: Promise<Browser> | undefined;
  let stopping: Promise<void> | undefined;

  const cleanup = () =>
    (stopping ??= (async () => {
      const [browser, daemon] = await Promise.all([
        browserStart?.catch(() => undefined),
        daemonStart?.catch(() => undefined),
      ]);
      await Promise.allSettled([browser?.close(), daemon?.dispose()]);
      if (buildDir) await rm(buildDir, { recursive: true, force: true });
    })());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  const start = async (): Promise<WebStage> => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), `${prefix}web-`));
    console.log('building the web app and the peer pages…');
    await buildWebWithPeers(buildDir);
    // startScratchDaemon passes this process's environment on; the variable is the daemon's only
    // way to serve another folder than packages/web/dist, which others use.
    process.env.COFFER_WEB_DIR = buildDir;
    console.log('starting the daemon and Chromium…');
    daemonStart = startScratchDaemon(prefix);
    browserStart = launchChromium();
    const daemon = await daemonStart;
    await prepareOwner(daemon.baseURL);
    return {
      baseURL: daemon.baseURL,
      browser: await browserStart,
      dataDir: daemon.dataDir,
      daemonPid: daemon.pid,
    };
  };

  return { start, cleanup };
}
