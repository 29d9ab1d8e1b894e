/** Debian's Chromium, headless, with the flags the e2e tests use; no browser is ever downloaded. */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.js';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright adds --headless itself.
    headless: true,
    args: CHROMIUM_ARGS,
    // Playwright would exit on Ctrl-C once the browser is closed, before the run's own cleanup is
    // done; the run closes the browser itself.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
}
