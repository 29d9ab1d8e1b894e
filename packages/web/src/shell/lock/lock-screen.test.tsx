import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CALLS } from '@coffer/contract';
import { call } from '../../api/client';
import { forgetDeviceKey } from '../../api/credentials/device-key';
import { queryClient } from '../../test/providers';
import { useSessionStore } from '../../session/session-store';
import { decryptSecret, envelope, installFakeDaemon, type SeenRequest } from '../../test/fake-daemon';
import { DialogHost } from '../dialogs/dialog-host';
import { resetDialogsForTests } from '../dialogs/dialog-store';
import { dialogs } from '../dialogs/dialogs';
import { keyPubHandler, kvHandlers, renderWithProviders, signInForTest } from '../test/signed-in';
import { registerActiveTransfers } from './active-transfers';
import { followDaemonLock, lockNow } from './lock-actions';
import { LockLayer } from './lock-layer';
import { useLockShortcut } from './use-lock-shortcut';
import { useLockStore } from './lock-store';

const PASSWORD = 'Secret12';

function daemon(store = new Map<string, string>()) {
  return installFakeDaemon({
    ...keyPubHandler,
    ...kvHandlers(store),
    'POST /v1/user/lockScreen': envelope({ locked: true }),
    'POST /v1/user/CheckUserPasswd': (request: SeenRequest) =>
      decryptSecret(request.form?.get('passwd') ?? '') === PASSWORD
        ? envelope({ eventName: 'ScreenLock', validMs: 5000 })
        : envelope(null, 'C101013', '密码错误'),
    'POST /system/versions': envelope(null, 'C101011', '屏幕已锁定，请先解锁'),
  });
}

function checks(seen: SeenRequest[]) {
  return seen.filter((request) => request.path === '/v1/user/CheckUserPasswd');
}

/** The signed-in page registers the shortcut (RequireSession); the lock layer shows the screen. */
function LockShortcut() {
  useLockShortcut();
  return null;
}

function renderLock() {
  renderWithProviders(
    <>
      <LockShortcut />
      <DialogHost />
      <LockLayer />
    </>,
  );
}

describe('lock screen', { timeout: 15_000 }, () => {
  afterEach(() => {
    act(() => {
      useLockStore.getState().unlock();
      useSessionStore.getState().clear();
    });
    resetDialogsForTests();
    queryClient.clear();
    forgetDeviceKey();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('locks at once on ctrl+L and tells the daemon', async () => {
    signInForTest();
    const { seen } = daemon();
    renderLock();
    const event = new KeyboardEvent('keydown', { key: 'l', code: 'KeyL', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByTestId('lock-screen')).toBeInTheDocument();
    expect(screen.getByTestId('lock-name')).toHaveTextContent('alice');
    await waitFor(() => expect(seen.some((request) => request.path === '/v1/user/lockScreen')).toBe(true));
  });

  it('says the password is empty without asking the daemon', async () => {
    signInForTest();
    const { seen } = daemon();
    renderLock();
    await act(() => lockNow());
    fireEvent.change(await screen.findByTestId('lock-password'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('lock-unlock'));
    expect(await screen.findByTestId('lock-error')).toHaveTextContent('密码不能为空');
    expect(checks(seen)).toHaveLength(0);
  });

  it('asks to retry after a wrong password and stays locked', async () => {
    signInForTest();
    const { seen } = daemon();
    renderLock();
    await act(() => lockNow());
    fireEvent.change(await screen.findByTestId('lock-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('lock-unlock'));
    await waitFor(() => expect(screen.getByTestId('lock-error')).toHaveTextContent('密码验证失败，请重试'));
    expect(screen.getByTestId('lock-screen')).toBeInTheDocument();
    expect(checks(seen)).toHaveLength(1);
  });

  it('unlocks with the right password, trimmed, sent encrypted for ScreenLock', async () => {
    signInForTest();
    const { seen } = daemon();
    renderLock();
    await act(() => lockNow());
    fireEvent.change(await screen.findByTestId('lock-password'), { target: { value: ` ${PASSWORD} ` } });
    fireEvent.keyDown(screen.getByTestId('lock-password'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(useLockStore.getState().lockedToken).toBeNull());
    const [check] = checks(seen);
    expect(check?.form?.get('eventName')).toBe('ScreenLock');
    expect(decryptSecret(check?.form?.get('passwd') ?? '')).toBe(PASSWORD);
  });

  it('keeps Enter on the lock screen away from a dialog open beneath it', async () => {
    signInForTest();
    daemon();
    renderLock();
    const settled = vi.fn();
    act(() => {
      void dialogs.confirm({ message: 'Beneath' }).then(settled);
    });
    await screen.findByText('Beneath');
    await act(() => lockNow());
    const input = await screen.findByTestId('lock-password');
    fireEvent.change(input, { target: { value: 'wrong' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('lock-error')).toHaveTextContent('密码验证失败，请重试'));
    expect(settled).not.toHaveBeenCalled();
  });

  it('shows the lock screen when any call answers C101011, and when the token check says locked', async () => {
    signInForTest();
    daemon();
    renderLock();
    await act(() => call(CALLS.versions, {}));
    expect(await screen.findByTestId('lock-screen')).toBeInTheDocument();

    act(() => followDaemonLock(false));
    await waitFor(() => expect(screen.queryByTestId('lock-screen')).toBeNull());
    act(() => followDaemonLock(true));
    expect(await screen.findByTestId('lock-screen')).toBeInTheDocument();
  });

  it('locks after the stored idle minutes and says so, waiting for transfers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInForTest();
    daemon(new Map([['webAutoLock', JSON.stringify({ tag: 'on', miunte: 1 })]]));
    let transferring = true;
    const stopTransfers = registerActiveTransfers(() => transferring);
    renderLock();
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(60_000 + 4000));
    expect(screen.queryByTestId('lock-screen')).toBeNull();
    transferring = false;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByTestId('lock-reason')).toHaveTextContent('1 分钟无操作触发锁屏');
    stopTransfers();
  });

  it('never auto-locks a keep-login session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInForTest(true);
    const { seen } = daemon(new Map([['webAutoLock', JSON.stringify({ tag: 'on', miunte: 1 })]]));
    renderLock();
    await waitFor(() => expect(seen.some((request) => request.path === '/kv/load')).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(screen.queryByTestId('lock-screen')).toBeNull();
  });
});
