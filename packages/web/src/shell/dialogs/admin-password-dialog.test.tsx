import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PasswordEvent } from '@coffer/contract';
import { forgetDeviceKey } from '../../api/credentials/device-key';
import { useSessionStore } from '../../session/session-store';
import { decryptSecret, envelope, installFakeDaemon, type SeenRequest } from '../../test/fake-daemon';
import { keyPubHandler, renderWithProviders, signInForTest } from '../test/signed-in';
import { DialogHost } from './dialog-host';
import { resetDialogsForTests } from './dialog-store';
import { dialogs } from './dialogs';

function daemonWithPassword(password: string) {
  return installFakeDaemon({
    ...keyPubHandler,
    'POST /v1/user/CheckUserPasswd': (request: SeenRequest) =>
      decryptSecret(request.form?.get('passwd') ?? '') === password
        ? envelope({ eventName: request.form?.get('eventName'), validMs: 5000 })
        : envelope(null, 'C101013', '密码错误'),
  });
}

function open(): Promise<boolean> {
  let result!: Promise<boolean>;
  act(() => {
    result = dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageDelete });
  });
  return result;
}

describe('administrator password dialog', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    resetDialogsForTests();
    forgetDeviceKey();
    vi.unstubAllGlobals();
  });

  it('shows the account, keeps confirm disabled while the trimmed password is empty', async () => {
    signInForTest();
    daemonWithPassword('Secret12');
    renderWithProviders(<DialogHost />);
    void open();
    expect(await screen.findByTestId('admin-password-account')).toHaveTextContent('alice');
    const ok = screen.getByTestId('admin-password-ok');
    expect(ok).toBeDisabled();
    fireEvent.change(screen.getByTestId('admin-password-input'), { target: { value: '   ' } });
    expect(ok).toBeDisabled();
  });

  it("sends the trimmed password encrypted with the caller's event and resolves on success", async () => {
    signInForTest();
    const { seen } = daemonWithPassword('Secret12');
    renderWithProviders(<DialogHost />);
    const result = open();
    fireEvent.change(await screen.findByTestId('admin-password-input'), { target: { value: '  Secret12 ' } });
    fireEvent.click(screen.getByTestId('admin-password-ok'));
    await expect(result).resolves.toBe(true);
    const check = seen.find((request) => request.path === '/v1/user/CheckUserPasswd');
    expect(check?.form?.get('eventName')).toBe('StorageDelete');
    expect(check?.form?.get('key_id')).toBe('k1');
    expect(check?.form?.get('passwd')).not.toContain('Secret12');
  });

  it('shows the daemon message inline and stays open on a wrong password', async () => {
    signInForTest();
    daemonWithPassword('Secret12');
    renderWithProviders(<DialogHost />);
    const result = open();
    const settled = vi.fn();
    void result.then(settled);
    fireEvent.change(await screen.findByTestId('admin-password-input'), { target: { value: 'nope' } });
    fireEvent.keyDown(screen.getByTestId('admin-password-input'), { key: 'Enter' });
    expect(await screen.findByTestId('admin-password-error')).toHaveTextContent('密码错误');
    expect(settled).not.toHaveBeenCalled();
    expect(screen.getByTestId('admin-password-dialog')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('admin-password-input'), { target: { value: 'Secret12' } });
    await waitFor(() => expect(screen.queryByTestId('admin-password-error')).toBeNull());
    fireEvent.click(screen.getByTestId('admin-password-ok'));
    await expect(result).resolves.toBe(true);
  });

  it('resolves false on cancel', async () => {
    signInForTest();
    daemonWithPassword('Secret12');
    renderWithProviders(<DialogHost />);
    const result = open();
    fireEvent.click(await screen.findByTestId('admin-password-cancel'));
    await expect(result).resolves.toBe(false);
  });
});
