/** Debian's Chromium, the only browser the tests use (no browser is ever downloaded). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features playwright-core 1.65 turns off when it launches Chromium. Chromium reads only the
 * last `--disable-features`, so ours must repeat them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/**
 * The address bar's popup, drawn by a renderer of its own that headless Chromium 156 loads again and
 * again as pages open and navigate, though no address bar is ever shown: on two cores it took about
 * as much CPU as the page under test (bench/README.md "Web sign-in"). Puppeteer turns off the same
 * two by default.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
