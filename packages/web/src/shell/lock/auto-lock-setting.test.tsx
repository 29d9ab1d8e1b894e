import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../test/providers';
import { useSessionStore } from '../../session/session-store';
import { installFakeDaemon } from '../../test/fake-daemon';
import { kvHandlers, renderWithProviders, signInForTest } from '../test/signed-in';
import { AutoLockSetting } from './auto-lock-setting';

describe('auto-lock setting', { timeout: 15_000 }, () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('reads webAutoLock, turns it on and stores changed minutes', async () => {
    signInForTest();
    const store = new Map([['webAutoLock', JSON.stringify({ tag: 'off', miunte: 15 })]]);
    installFakeDaemon(kvHandlers(store));
    renderWithProviders(<AutoLockSetting />);
    const minutes = screen.getByTestId('auto-lock-minutes');
    await waitFor(() => expect(minutes).toHaveValue('15'));
    expect(minutes).toBeDisabled();

    fireEvent.click(screen.getByTestId('auto-lock-switch'));
    await waitFor(() =>
      expect(JSON.parse(store.get('webAutoLock') ?? '{}')).toEqual({ tag: 'on', miunte: 15 }),
    );

    await waitFor(() => expect(minutes).toBeEnabled());
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.blur(minutes);
    await waitFor(() =>
      expect(JSON.parse(store.get('webAutoLock') ?? '{}')).toEqual({ tag: 'on', miunte: 30 }),
    );
  });

  it('offers 10 minutes when nothing is stored yet', async () => {
    signInForTest();
    installFakeDaemon(kvHandlers(new Map()));
    renderWithProviders(<AutoLockSetting />);
    await waitFor(() => expect(screen.getByTestId('auto-lock-minutes')).toHaveValue('10'));
  });
});
