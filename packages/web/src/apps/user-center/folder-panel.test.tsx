import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Role, type AccountEntry, type PublicDir } from '@coffer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAppTexts } from '../../i18n/app-texts';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { FolderPanel } from './folder-panel';
import { permissionEditorText } from './permission-editor-text';

addAppTexts('permissionEditor', permissionEditorText);

const entry = (over: Partial<AccountEntry>): AccountEntry => ({
  uid: 9,
  username: 'nora',
  nickname: '',
  remark: '',
  mainRole: Role.user,
  disabled: false,
  createdAt: 0,
  groups: [],
  avatar: 0,
  ...over,
});
const PROJECTS: PublicDir = {
  fid: 4,
  name: 'Projects',
  path: '/public/Projects',
  permits: [{ type: 'user', id: 9, name: 'nora', permission: 2 }],
};

function open(handlers: Record<string, unknown> = {}) {
  const daemon = installFakeDaemon({
    'POST /account/user/list': envelope({
      total: 2,
      items: [entry({ uid: 1, username: 'owner', mainRole: Role.master }), entry({})],
    }),
    'POST /v2/public/user/groups': envelope({
      items: [{ id: 3, name: 'Design', createdAt: 0, members: [9] }],
    }),
    'POST /v2/tob/public/dir_info': envelope({ dirs: [PROJECTS] }),
    ...handlers,
  });
  act(() => signInAs(Role.master));
  render(
    <Providers>
      <FolderPanel />
    </Providers>,
  );
  return daemon;
}

afterEach(() => {
  act(() => useSessionStore.getState().clear());
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the group folders tab', () => {
  it('lists each folder with who may use it, and saves a group added read-write', async () => {
    const daemon = open({ 'POST /v2/tob/public/save_dirs_permit': envelope(PROJECTS) });
    const row = (await screen.findByText('Projects')).closest('.ant-table-row') as HTMLElement;
    expect(within(row).getByTestId('folder-level')).toHaveTextContent('nora · 只读');
    fireEvent.click(within(row).getByTestId('folder-edit'));
    const dialog = await screen.findByTestId('folder-permit-dialog');
    expect(within(dialog).getByTestId('permit-save')).toBeDisabled();
    expect(within(dialog).getByTestId('permit-add')).toBeDisabled();

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    // Administrators are never offered: they read and write every group folder.
    expect(screen.queryByTitle('owner')).toBeNull();
    fireEvent.click(await screen.findByTitle('Design'));
    fireEvent.click(within(dialog).getByTestId('permit-add'));
    const design = within(dialog)
      .getAllByTestId('permit-name')
      .find((cell) => cell.textContent?.includes('Design'))!
      .closest('.ant-table-row') as HTMLElement;
    fireEvent.click(within(design).getByText('读写'));
    fireEvent.click(within(dialog).getByTestId('permit-save'));

    await waitFor(() =>
      expect(daemon.seen.some((request) => request.path === '/v2/tob/public/save_dirs_permit')).toBe(true),
    );
    const sent = daemon.seen.find((request) => request.path === '/v2/tob/public/save_dirs_permit')!;
    expect(sent.json).toMatchObject({
      fid: 4,
      permits: [
        { type: 'group', id: 3, permission: 1 },
        { type: 'user', id: 9, permission: 2 },
      ],
    });
  });

  it('says so when the folders cannot be read, and tries again', async () => {
    const daemon = open({
      'POST /v2/tob/public/dir_info': envelope(null, 'C100403', '当前账号没有权限执行此操作'),
    });
    const failed = await screen.findByTestId('folders-load-failed');
    expect(failed).toHaveTextContent('无法读取群组文件夹');
    const asked = () => daemon.seen.filter((request) => request.path === '/v2/tob/public/dir_info').length;
    const before = asked();
    fireEvent.click(within(failed).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  });
});
