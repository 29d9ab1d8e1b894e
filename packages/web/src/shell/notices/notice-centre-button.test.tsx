import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Providers } from '../../test/providers';
import { NoticeCentreButton } from './notice-centre-button';
import { addNotice, useNoticeStore } from './notice-store';

function addDisk(sn: string, time: number) {
  addNotice({
    key: `disk-${sn}`,
    level: 'info',
    time,
    body: { kind: 'diskAdded', devType: 'sata', pos: '1', size: String(1024 ** 3), sn },
  });
}

// antd's components in the centre may measure themselves; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('NoticeCentreButton', () => {
  beforeAll(() => {
    if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => useNoticeStore.setState({ notices: [] }));

  it('shows the unread count and lists notices newest first', async () => {
    render(
      <Providers>
        <NoticeCentreButton />
      </Providers>,
    );
    act(() => {
      addDisk('A', Date.now() - 5 * 60_000);
      addDisk('B', Date.now());
      addDisk('A', Date.now());
    });
    expect(screen.getByTestId('notice-centre-unread')).toHaveTextContent('2');

    fireEvent.click(screen.getByTestId('notice-centre-button'));
    const centre = await screen.findByTestId('notice-centre');
    const items = centre.querySelectorAll('[data-testid^="notice-disk-"]');
    expect(Array.from(items, (item) => item.getAttribute('data-testid'))).toEqual([
      'notice-disk-A',
      'notice-disk-B',
    ]);
    expect(screen.getByTestId('notice-disk-A')).toHaveTextContent('刚刚');

    fireEvent.click(screen.getByTestId('notice-disk-B'));
    await waitFor(() => expect(useNoticeStore.getState().notices.filter((n) => !n.read)).toHaveLength(1));
    fireEvent.click(screen.getByText('全部已读'));
    expect(useNoticeStore.getState().notices.every((n) => n.read)).toBe(true);
    fireEvent.click(screen.getByText('清空'));
    expect(await screen.findByText('暂无通知')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-centre-unread')).toBeNull();

    // Escape closes the centre and hands the focus back to the bell.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByTestId('notice-centre')).toBeNull();
    expect(screen.getByTestId('notice-centre-button')).toHaveFocus();
  });
});
