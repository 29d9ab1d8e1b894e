import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, Role, type AccountEntry, type QuotaEntry } from '@coffer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import UserCenterApp from './user-center-app';

const MiB = 2 ** 20;
const account = (uid: number, username: string, mainRole: AccountEntry['mainRole']): AccountEntry => ({
  uid,
  username,
  nickname: '',
  remark: '',
  mainRole,
  disabled: false,
  createdAt: 1_800_000_000,
  groups: [],
  avatar: 0,
});
const ACCOUNTS = [account(1, 'owner', Role.master), account(9, 'carol', Role.user)];

function open(quotas: QuotaEntry[], handlers: Record<string, unknown> = {}) {
  const daemon = installFakeDaemon({
    'POST /account/user/list': envelope({ total: ACCOUNTS.length, items: ACCOUNTS }),
    'POST /v2/public/user/groups': envelope({ items: [] }),
    'POST /account/quota/list': envelope({ pool: { id: 'p1', name: 'Files' }, items: quotas }),
    ...handlers,
  });
  act(() => signInAs(Role.master));
  render(
    <Providers>
      <MemoryRouter initialEntries={['/userCenter']}>
        <Routes>
          <Route path="/userCenter/*" element={<UserCenterApp windowName={null} />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return daemon;
}

const rowOf = async (text: string) =>
  (await screen.findAllByTestId('user-name'))
    .find((cell) => cell.textContent?.includes(text))!
    .closest('.ant-table-row') as HTMLElement;

afterEach(() => {
  act(() => useSessionStore.getState().clear());
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('storage limits in the user center', () => {
  it('shows used of limit per user, and why nothing is measured on an encrypted pool', async () => {
    open([
      { uid: 1, used: null, limit: null, state: 'unenforceable' },
      { uid: 9, used: 4 * MiB, limit: 10 * MiB, state: 'ok' },
    ]);
    const carol = await rowOf('carol');
    await waitFor(() =>
      expect(within(carol).getByTestId('user-quota-cell').textContent).toBe('4 MB / 10 MB'),
    );
    expect(carol.querySelector('.ant-progress')).not.toBeNull();
    expect(within(await rowOf('owner')).getByTestId('user-quota-cell').textContent).toBe('-');
  });

  it('sets a limit from the user editor after the account is saved', async () => {
    const daemon = open([{ uid: 9, used: 0, limit: null, state: 'pending' }], {
      'POST /account/modify': envelope(ACCOUNTS[1]),
      'POST /account/quota/set': envelope({ uid: 9, used: 0, limit: 10 * MiB, state: 'pending' }),
    });
    const carol = await rowOf('carol');
    await waitFor(() =>
      expect(within(carol).getByTestId('user-quota-cell').textContent).toContain('尚未使用'),
    );
    fireEvent.click(within(carol).getByTestId('user-edit'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('user-quota-on'));
    fireEvent.change(within(dialog).getByTestId('user-quota-amount'), { target: { value: '10' } });
    fireEvent.mouseDown(
      within(dialog).getByTestId('user-quota-unit').querySelector('.ant-select-selector') ??
        within(dialog).getByTestId('user-quota-unit'),
    );
    fireEvent.click(await screen.findByTitle('MB'));
    fireEvent.click(within(dialog).getByTestId('user-editor-save'));
    await waitFor(() =>
      expect(daemon.seen.some((request) => request.path === '/account/quota/set')).toBe(true),
    );
    const sent = daemon.seen.find((request) => request.path === '/account/quota/set')!;
    expect(sent.form?.get('uid')).toBe('9');
    expect(sent.form?.get('limit')).toBe(String(10 * MiB));
  });

  it('tells when the limit could not be set, with the daemon’s reason', async () => {
    open([{ uid: 9, used: null, limit: null, state: 'unenforceable' }], {
      'POST /account/modify': envelope(ACCOUNTS[1]),
      'POST /account/quota/set': envelope(null, Code.quotaUnenforceable, '存储池“Files”无法限制存储空间'),
    });
    fireEvent.click(within(await rowOf('carol')).getByTestId('user-edit'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('user-quota-on'));
    fireEvent.click(within(dialog).getByTestId('user-editor-save'));
    expect(await screen.findByText(/存储空间上限未能设置：存储池“Files”无法限制存储空间/)).toBeTruthy();
  });
});
