import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, type DirTop, type FileItem, type MainRole } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { DialogHost } from '../../shell/dialogs/dialog-host';
import { useTaskTracker } from '../../shell/files/task-tracker';
import { envelope, installFakeDaemon, type SeenRequest } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { FILE_DRAG_TYPE } from './drag-state';
import FileManageApp from './file-manage-app';

const POOL = { id: 'p1', name: 'pool1', status: 'ok' as const, usable: true };
const DIR_TOP: DirTop = {
  pool: POOL,
  my: { path: '/home' },
  public: { path: '/public', publicSwitch: 1 },
  dirs: [{ name: 'team', filepath: '/public/team', label: 'group', permission: 1, fid: 1 }],
  permissions: { '1': 1 },
};

function entry(name: string, is_dir = false, ftype = 0): FileItem {
  return {
    name,
    path: `/home/${name}`,
    is_dir,
    is_sys: false,
    nshare: name === 'shared.txt',
    ftype,
    size: 1024,
    mtime: 1_700_000_000,
    fnum: 0,
    dirnum: 0,
    width: 0,
    height: 0,
    ori: 0,
  };
}

const HOME = [entry('docs', true), entry('photos', true), entry('a.txt'), entry('shared.txt')];
const TASK = {
  id: 't1',
  kind: 'move',
  state: 'running',
  paths: [],
  dest: '',
  totalBytes: 0,
  doneBytes: 0,
  totalNum: 1,
  successNum: 0,
  skippedNum: 0,
  current: '',
  errorList: [],
  createdAt: 0,
  finishedAt: null,
};

function daemon(overrides: Record<string, unknown> = {}) {
  return installFakeDaemon({
    'POST /v2/tob/file/dir/top': envelope(DIR_TOP),
    'POST /v2/tob/file/dir/capacity': envelope({
      total: 10 * 1024 ** 3,
      free: 4 * 1024 ** 3,
      used: 6 * 1024 ** 3,
    }),
    'POST /v2/file/list': (request: SeenRequest) =>
      envelope({
        path: request.json?.path,
        total: request.json?.path === '/home' ? HOME.length : 0,
        items: request.json?.path === '/home' ? HOME : [],
        permission: request.json?.path === '/public' ? 2 : 1,
        root: 'home',
      }),
    'POST /kv/load': envelope({ value: null }),
    'POST /kv/save': envelope(null),
    'POST /v2/file/delete': envelope({ ...TASK, kind: 'delete' }),
    'POST /v2/file/conflicts': envelope({ conflicts: [] }),
    'POST /v2/file/transfer': envelope(TASK),
    'POST /v2/file/task/list': envelope({ tasks: [] }),
    ...overrides,
  });
}

function open(role: MainRole = Role.master, path = '/fileManage/myFiles?path=%2Fhome') {
  act(() => signInAs(role));
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fileManage/*" element={<FileManageApp windowName={null} />} />
        </Routes>
      </MemoryRouter>
      <DialogHost />
    </Providers>,
  );
}

const row = (name: string) =>
  screen.getAllByTestId('fm-row').find((element) => element.dataset.name === name)!;

function dataTransfer(types: string[]) {
  return { types, setData: vi.fn(), getData: () => '', effectAllowed: 'all', dropEffect: 'move', files: [] };
}

describe('the file manager’s folder page', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give every element a size so the virtualiser shows rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    useTaskTracker.setState({ tasks: {}, changes: 0 });
    queryClient.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the folder with its count, share badge and the pool’s space', async () => {
    daemon();
    open();
    expect(await screen.findAllByTestId('fm-row')).toHaveLength(4);
    expect(screen.getByTestId('fm-status-count')).toHaveTextContent('4 项');
    expect(within(row('shared.txt')).getByTestId('fm-share-badge')).toBeInTheDocument();
    expect(within(row('a.txt')).queryByTestId('fm-share-badge')).toBeNull();
    expect(await screen.findByTestId('fm-capacity')).toHaveTextContent('可用 4 GB，共 10 GB');
    expect(screen.getByTestId('fm-nav-group-team')).toBeInTheDocument();
  });

  it('deletes the selection with Delete after a confirmation that names the recycle bin', async () => {
    const { seen } = daemon();
    open();
    await screen.findAllByTestId('fm-row');
    fireEvent.click(row('a.txt'));
    fireEvent.click(row('shared.txt'), { ctrlKey: true });
    fireEvent.keyDown(screen.getByTestId('fm-area'), { key: 'Delete' });
    expect(await screen.findByText('删除 2 项？')).toBeInTheDocument();
    expect(screen.getByText(/移入回收站/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(seen.some((request) => request.path === '/v2/file/delete')).toBe(true));
    const request = seen.find((candidate) => candidate.path === '/v2/file/delete');
    expect(request?.json).toMatchObject({ paths: ['/home/a.txt', '/home/shared.txt'] });
    expect(await screen.findByTestId('fm-tasks')).toBeInTheDocument();
  });

  it('moves rows dragged onto a folder of the same root, asking for conflicts first', async () => {
    const { seen } = daemon();
    open();
    await screen.findAllByTestId('fm-row');
    fireEvent.click(row('a.txt'));
    fireEvent.dragStart(row('a.txt'), { dataTransfer: dataTransfer([]) });
    fireEvent.dragOver(row('docs'), { dataTransfer: dataTransfer([FILE_DRAG_TYPE]) });
    fireEvent.drop(row('docs'), { dataTransfer: dataTransfer([FILE_DRAG_TYPE]) });
    await waitFor(() => expect(seen.some((request) => request.path === '/v2/file/transfer')).toBe(true));
    expect(seen.find((request) => request.path === '/v2/file/conflicts')?.json).toMatchObject({
      paths: ['/home/a.txt'],
      dest: '/home/docs',
    });
    expect(seen.find((request) => request.path === '/v2/file/transfer')?.json).toMatchObject({
      paths: ['/home/a.txt'],
      dest: '/home/docs',
      mode: 'move',
    });
  });

  it('refuses a drop onto the folder the rows are in, without asking the daemon', async () => {
    const { seen } = daemon();
    open();
    await screen.findAllByTestId('fm-row');
    fireEvent.dragStart(row('a.txt'), { dataTransfer: dataTransfer([]) });
    fireEvent.drop(screen.getByTestId('fm-area'), { dataTransfer: dataTransfer([FILE_DRAG_TYPE]) });
    expect(await screen.findByText('不能拖动到同一级目录')).toBeInTheDocument();
    expect(seen.some((request) => request.path === '/v2/file/conflicts')).toBe(false);
  });

  it('shows the conflict dialog and sends the choice as renameConf', async () => {
    const { seen } = daemon({
      'POST /v2/file/conflicts': envelope({
        conflicts: [
          {
            path: '/home/a.txt',
            name: 'a.txt',
            is_dir: false,
            existing: { is_dir: false, size: 5, mtime: 0 },
          },
        ],
      }),
    });
    open();
    await screen.findAllByTestId('fm-row');
    fireEvent.dragStart(row('a.txt'), { dataTransfer: dataTransfer([]) });
    fireEvent.drop(row('docs'), { dataTransfer: dataTransfer([FILE_DRAG_TYPE]) });
    const dialog = await screen.findByTestId('fm-conflict-dialog');
    fireEvent.click(within(dialog).getByText('保留两者'));
    fireEvent.click(screen.getByTestId('fm-conflict-ok'));
    await waitFor(() => expect(seen.some((request) => request.path === '/v2/file/transfer')).toBe(true));
    expect(seen.find((request) => request.path === '/v2/file/transfer')?.json).toMatchObject({
      renameConf: { action: 'keep', items: { '/home/a.txt': 'keep' } },
    });
  });

  it('says there is no pool, with the way to the storage manager for an administrator only', async () => {
    daemon({ 'POST /v2/tob/file/dir/top': envelope({ ...DIR_TOP, pool: null }) });
    open(Role.master);
    expect(await screen.findByTestId('fm-no-pool')).toHaveTextContent('还没有存储池');
    expect(screen.getByTestId('fm-open-storage')).toBeInTheDocument();
  });

  it('an ordinary user without a pool is told to ask an administrator', async () => {
    daemon({ 'POST /v2/tob/file/dir/top': envelope({ ...DIR_TOP, pool: null }) });
    open(Role.user);
    expect(await screen.findByTestId('fm-no-pool')).toHaveTextContent('请联系管理员');
    expect(screen.queryByTestId('fm-open-storage')).toBeNull();
  });

  it('takes no upload and no new folder on the public folder itself', async () => {
    daemon();
    open(Role.master, '/fileManage/myFiles?path=%2Fpublic');
    await screen.findByTestId('fm-empty');
    expect(screen.getByTestId('fm-upload')).toBeDisabled();
    expect(screen.getByTestId('fm-new-folder')).toBeDisabled();
  });
});
