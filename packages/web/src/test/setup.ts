import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
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

afterEach(() => {
  if (!inBrowserLikeEnvironment) return;
  cleanup();
  localStorage.clear();
});
