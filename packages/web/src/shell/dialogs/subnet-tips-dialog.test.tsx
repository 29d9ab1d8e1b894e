import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../session/session-store';
import { installFakeDaemon } from '../../test/fake-daemon';
import { kvHandlers, renderWithProviders, signInForTest } from '../test/signed-in';
import { DialogHost } from './dialog-host';
import { resetDialogsForTests } from './dialog-store';
import { dialogs } from './dialogs';
import { SUBNET_TIPS_MUTE_MS } from './do-not-remind';

describe('subnet tips dialog', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    resetDialogsForTests();
    vi.unstubAllGlobals();
  });

  it('stays away for 24 h after its box was ticked, then shows again', async () => {
    signInForTest();
    const store = new Map<string, string>();
    installFakeDaemon(kvHandlers(store));
    renderWithProviders(<DialogHost />);

    const first = dialogs.subnetTips();
    fireEvent.click(await screen.findByText('24 小时内不再提醒'));
    fireEvent.click(screen.getByTestId('subnet-tips-ok'));
    await expect(first).resolves.toEqual({ muted: true });
    await waitFor(() => expect(store.has('subnetTipsMutedAt')).toBe(true));

    await expect(dialogs.subnetTips()).resolves.toBe(false);

    store.set('subnetTipsMutedAt', String(Date.now() - SUBNET_TIPS_MUTE_MS - 1000));
    const before = screen.queryAllByTestId('subnet-tips-dialog').length;
    void dialogs.subnetTips();
    await waitFor(() => expect(screen.queryAllByTestId('subnet-tips-dialog')).toHaveLength(before + 1));
  });
});
