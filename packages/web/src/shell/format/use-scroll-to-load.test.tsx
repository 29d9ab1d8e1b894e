import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { isNearBottom, useScrollToLoad } from './use-scroll-to-load';

describe('isNearBottom', () => {
  it.each([
    [{ scrollTop: 490, scrollHeight: 1000, clientHeight: 500 }, true],
    [{ scrollTop: 489, scrollHeight: 1000, clientHeight: 500 }, false],
    [{ scrollTop: 500, scrollHeight: 1000, clientHeight: 500 }, true],
    [{ scrollTop: 0, scrollHeight: 100, clientHeight: 200 }, true],
  ])('%j → %s', (box, near) => {
    expect(isNearBottom(box)).toBe(near);
  });
});

function List({ loadMore, enabled = true }: { loadMore: () => void; enabled?: boolean }) {
  const onScroll = useScrollToLoad(loadMore, { enabled });
  return <div data-testid="list" onScroll={onScroll} />;
}

function scrollTo(element: HTMLElement, scrollTop: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 500 });
  element.scrollTop = scrollTop;
  fireEvent.scroll(element);
}

describe('useScrollToLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads 100 ms after scrolling stops near the bottom', () => {
    const loadMore = vi.fn();
    const { getByTestId } = render(<List loadMore={loadMore} />);
    scrollTo(getByTestId('list'), 495);
    vi.advanceTimersByTime(99);
    expect(loadMore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('fires once for a burst of scroll events', () => {
    const loadMore = vi.fn();
    const { getByTestId } = render(<List loadMore={loadMore} />);
    const list = getByTestId('list');
    scrollTo(list, 480);
    vi.advanceTimersByTime(50);
    scrollTo(list, 495);
    vi.advanceTimersByTime(50);
    scrollTo(list, 500);
    vi.advanceTimersByTime(100);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('does nothing far from the bottom or when disabled', () => {
    const loadMore = vi.fn();
    const { getByTestId, rerender } = render(<List loadMore={loadMore} />);
    scrollTo(getByTestId('list'), 100);
    vi.advanceTimersByTime(200);
    rerender(<List loadMore={loadMore} enabled={false} />);
    scrollTo(getByTestId('list'), 500);
    vi.advanceTimersByTime(200);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
