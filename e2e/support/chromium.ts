/** Debian's Chromium, the only browser the tests use (no browser is ever downloaded). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for a quiet, headless Chromium in a container. `--headless` itself is left to Playwright,
 * which adds it (and its own headless handling) when `headless: true`.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
