import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

const inBrowserLikeEnvironment = typeof window !== 'undefined';

// antd's responsive helpers call matchMedia, which jsdom does not implement.
if (inBrowserLikeEnvironment && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// antd's popovers and inputs observe their size; jsdom has no ResizeObserver and lays nothing out.
if (inBrowserLikeEnvironment && !('ResizeObserver' in window)) {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoLayoutResizeObserver });
}

// In the app the signed-in shell's texts arrive with its chunk; a test of any part has them at once.
if (inBrowserLikeEnvironment) await import('../i18n/signed-in-texts');
// The kv cache lives as long as the page; a test is a new page.
const kvCache = inBrowserLikeEnvironment ? await import('../shell/kv/kv-cache') : null;

afterEach(() => {
  if (!inBrowserLikeEnvironment) return;
  cleanup();
  kvCache?.clearKvCache();
  localStorage.clear();
});

// A test file is a page of its own: the next file imports Coffer's modules afresh (with its own
// mocks), while the files share one process and one DOM (the unit run's `--no-isolate`).
afterAll(() => {
  vi.resetModules();
});
