import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/**
 * Runs `body` in a fresh Chromium profile started with extra command-line flags (for example
 * `--host-resolver-rules=MAP coffer.test 127.0.0.1`, which the shared browser cannot take), then
 * closes it and removes the profile directory, also when `body` throws.
 */
export async function withChromium<T>(
  extraArgs: string[],
  body: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'coffer-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, ...extraArgs],
    });
    try {
      return await body(context);
    } finally {
      await context.close();
    }
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}
