import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, type AccountEntry } from '@coffer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import UserCenterApp from './user-center-app';

const entry = (over: Partial<AccountEntry>): AccountEntry => ({
  uid: 9,
  username: 'carol',
  nickname: '',
  remark: '',
  mainRole: Role.user,
  disabled: false,
  createdAt: 1_800_000_000,
  groups: [],
  avatar: 0,
  ...over,
});
const ACCOUNTS = [
  entry({ uid: 1, username: 'owner', mainRole: Role.master }),
  entry({ uid: 7, username: 'alice', mainRole: Role.devOps }),
  entry({ uid: 9, username: '13812345678', nickname: 'Carol', groups: [3] }),
];

function open(handlers: Record<string, unknown> = {}) {
  const daemon = installFakeDaemon({
    'POST /account/user/list': envelope({ total: ACCOUNTS.length, items: ACCOUNTS }),
    'POST /v2/public/user/groups': envelope({
      items: [{ id: 3, name: 'Sales', createdAt: 0, members: [9] }],
    }),
    ...handlers,
  });
  // An operations administrator: alice, user 7.
  act(() => signInAs(Role.devOps));
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

describe('the user center', () => {
  it('names accounts as an administrator sees them and offers only what the rules allow', async () => {
    open();
    const carol = await rowOf('Carol');
    // ROLE-06: an operations administrator sees the nickname first and the phone-like username masked.
    expect(within(carol).getByTestId('user-name').textContent).toBe('Carol · 138****5678');
    expect(carol.textContent).toContain('Sales');
    const owner = await rowOf('owner');
    expect(within(owner).getByTestId('user-delete')).toBeDisabled();
    expect(within(owner).getByTestId('user-edit')).toBeDisabled();
    expect(within(await rowOf('alice')).getByTestId('user-delete')).toBeDisabled();
    expect(within(carol).getByTestId('user-delete')).toBeEnabled();
  });

  it('asks what becomes of the files before deleting, and sends the choice', async () => {
    const daemon = open({
      'POST /account/delete': envelope({
        uid: 9,
        username: 'carol',
        files: 'recycle',
        movedTo: 'x',
        sharesEnded: 0,
      }),
    });
    fireEvent.click(within(await rowOf('Carol')).getByTestId('user-delete'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: /删\s*除/ });
    // Handing over is the first choice, and needs a receiver.
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByText(/移入公共回收站/));
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(daemon.seen.some((request) => request.path === '/account/delete')).toBe(true));
    const sent = daemon.seen.find((request) => request.path === '/account/delete')!;
    expect(sent.form?.get('uid')).toBe('9');
    expect(sent.form?.get('files')).toBe('recycle');
    expect(sent.form?.has('receiver')).toBe(false);
  });

  it('imports a CSV file and shows each row created or refused, with the reason', async () => {
    const daemon = open({
      'POST /account/import': envelope({
        created: 1,
        refused: 1,
        rows: [
          { line: 2, username: 'gina', result: 'created', code: '', message: '' },
          { line: 3, username: 'hank', result: 'refused', code: 'C101005', message: '密码强度不够' },
        ],
      }),
    });
    fireEvent.click(await screen.findByTestId('user-import'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('import-start')).toBeDisabled();
    const csv = 'username,password\ngina,Coffer-2026a\nhank,short\n';
    fireEvent.change(within(dialog).getByTestId('import-file'), {
      target: { files: [new File([csv], 'people.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(within(dialog).getByTestId('import-start'));
    expect(await within(dialog).findByTestId('import-summary')).toHaveTextContent('已创建 1 个，拒绝 1 个');
    expect(within(dialog).getByTestId('import-report')).toHaveTextContent('密码强度不够');
    const sent = daemon.seen.find((request) => request.path === '/account/import')!;
    expect(sent.json?.csv).toBe(csv);
  });

  it('says so when the accounts cannot be read, and tries again', async () => {
    const daemon = open({
      'POST /account/user/list': envelope(null, 'C100403', '当前账号没有权限执行此操作'),
    });
    const failed = await screen.findByTestId('users-load-failed');
    expect(failed).toHaveTextContent('无法读取账号列表');
    const asked = () => daemon.seen.filter((request) => request.path === '/account/user/list').length;
    const before = asked();
    fireEvent.click(within(failed).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  });
});
