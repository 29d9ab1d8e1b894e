import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, expect, test, vi } from 'vitest';
import { AntdScope } from './antd-scope';

/** A stand-in for the browser's media queries: `reduce` is what the person's system asks for. */
function fakeMotionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && state.reduce;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(next: boolean) {
      state.reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

function MotionToken() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

afterEach(() => vi.restoreAllMocks());

test('turns antd motion off while the system asks for reduced motion, and back on when it stops', () => {
  const preference = fakeMotionPreference(true);
  render(
    <AntdScope>
      <MotionToken />
    </AntdScope>,
  );
  expect(screen.getByTestId('motion')).toHaveTextContent('false');
  act(() => preference.change(false));
  expect(screen.getByTestId('motion')).toHaveTextContent('true');
});

test('keeps antd motion on where the system has no preference', () => {
  fakeMotionPreference(false);
  render(
    <AntdScope>
      <MotionToken />
    </AntdScope>,
  );
  expect(screen.getByTestId('motion')).toHaveTextContent('true');
});
