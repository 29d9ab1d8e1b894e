import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWindowGuarded, useCloseGuard } from './close-guards';
import { useWindowStore } from './window-store';

vi.mock('./saved-layout', () => ({
  loadLayout: vi.fn(() => Promise.resolve({})),
  scheduleLayoutSave: vi.fn(),
  cancelLayoutSave: vi.fn(),
}));

const editor = {
  name: 'txtEditor',
  path: '/txtEditor',
  title: { 'zh-CN': '文本', en: 'Text' },
  icon: 'memo',
  roles: [1, 2, 3] as const,
};

describe('close guards', () => {
  afterEach(() => useWindowStore.getState().reset());

  it('keeps a window open while its app says no, and closes it once the app agrees', async () => {
    useWindowStore.getState().openApp({ ...editor, roles: [1, 2, 3] });
    let allow = false;
    const guarded = renderHook(() => useCloseGuard('txtEditor', () => Promise.resolve(allow)));
    await closeWindowGuarded('txtEditor');
    expect(useWindowStore.getState().windows.txtEditor).toBeDefined();
    allow = true;
    await closeWindowGuarded('txtEditor');
    expect(useWindowStore.getState().windows.txtEditor).toBeUndefined();
    guarded.unmount();
  });

  it('closes at once when no app holds the window', async () => {
    useWindowStore.getState().openApp({ ...editor, roles: [1, 2, 3] });
    const guarded = renderHook(() => useCloseGuard('txtEditor', () => Promise.resolve(false)));
    guarded.unmount();
    await closeWindowGuarded('txtEditor');
    expect(useWindowStore.getState().windows.txtEditor).toBeUndefined();
  });
});
