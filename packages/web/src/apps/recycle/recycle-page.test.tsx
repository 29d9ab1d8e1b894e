import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, type MainRole, type RecycleItem } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { DialogHost } from '../../shell/dialogs/dialog-host';
import { useTaskTracker } from '../../shell/files/task-tracker';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import RecycleApp from './recycle-app';

const deleted = (name: string, id: string): RecycleItem => ({
  id,
  name,
  originalPath: `/home/docs/${name}`,
  is_dir: false,
  size: 2048,
  ftype: 107,
  deletedAt: 1_700_000_000,
  deletedBy: 'alice',
});

const TOP = {
  bins: [
    { id: 'home', name: 'home', count: 2, size: 4096 },
    { id: 'group:3', name: 'team', count: 0, size: 0 },
  ],
  days: 7,
};

function daemon(overrides: Record<string, unknown> = {}) {
  return installFakeDaemon({
    'POST /v2/tob/file/recycle/top': envelope(TOP),
    'POST /v2/file/recycle/list': (request: { json: Record<string, unknown> | null }) =>
      envelope(
        request.json?.bin === 'home'
          ? { total: 2, items: [deleted('a.txt', 'r1'), deleted('b.txt', 'r2')] }
          : { total: 0, items: [] },
      ),
    'POST /v2/file/recycle/restore': envelope({
      id: 't1',
      kind: 'restore',
      state: 'done',
      paths: [],
      dest: '',
      totalBytes: 0,
      doneBytes: 0,
      totalNum: 1,
      successNum: 1,
      skippedNum: 0,
      current: '',
      errorList: [],
      createdAt: 0,
      finishedAt: 0,
    }),
    'POST /v2/file/recycle/delete': envelope({ deleted: 1 }),
    'POST /v2/file/recycle/config/set': envelope({ days: 30 }),
    ...overrides,
  });
}

function open(role: MainRole = Role.master) {
  act(() => signInAs(role));
  render(
    <Providers>
      <MemoryRouter initialEntries={['/recycle/myFile']}>
        <Routes>
          <Route path="/recycle/myFile/*" element={<RecycleApp windowName={null} />} />
        </Routes>
      </MemoryRouter>
      <DialogHost />
    </Providers>,
  );
}

const row = (name: string) =>
  screen.getAllByTestId('recycle-row').find((element) => element.dataset.name === name)!;

describe('the recycle bin', () => {
  beforeEach(() => {
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

  it('lists the bins and the entries of the first, with where each was deleted from', async () => {
    daemon();
    open();
    expect(await screen.findAllByTestId('recycle-row')).toHaveLength(2);
    expect(row('a.txt')).toHaveTextContent('我的文件 / docs');
    expect(screen.getByTestId('recycle-bin-group:3')).toHaveTextContent('群组：team');
    expect(screen.getByTestId('recycle-days')).toHaveTextContent('7 天');
  });

  it('restores the selection with the chosen conflict action', async () => {
    const { seen } = daemon();
    open();
    await screen.findAllByTestId('recycle-row');
    expect(screen.getByTestId('recycle-restore')).toBeDisabled();
    fireEvent.click(row('b.txt'));
    fireEvent.click(screen.getByTestId('recycle-restore'));
    fireEvent.click(await screen.findByText('覆盖'));
    fireEvent.click(screen.getByTestId('recycle-restore-ok'));
    await waitFor(() =>
      expect(seen.some((request) => request.path === '/v2/file/recycle/restore')).toBe(true),
    );
    expect(seen.find((request) => request.path === '/v2/file/recycle/restore')?.json).toMatchObject({
      bin: 'home',
      ids: ['r2'],
      action: 'overwrite',
    });
  });

  it('deletes for ever only after a confirmation', async () => {
    const { seen } = daemon();
    open();
    await screen.findAllByTestId('recycle-row');
    fireEvent.click(row('a.txt'));
    fireEvent.click(screen.getByTestId('recycle-delete'));
    const confirm = await screen.findByText('彻底删除后无法恢复。');
    expect(seen.some((request) => request.path === '/v2/file/recycle/delete')).toBe(false);
    const dialog = confirm.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '彻底删除' }));
    await waitFor(() =>
      expect(seen.some((request) => request.path === '/v2/file/recycle/delete')).toBe(true),
    );
    expect(seen.find((request) => request.path === '/v2/file/recycle/delete')?.json).toMatchObject({
      bin: 'home',
      ids: ['r1'],
    });
  });

  it('shows an empty bin as such, and the days setting only to administrators', async () => {
    daemon({ 'POST /v2/file/recycle/list': envelope({ total: 0, items: [] }) });
    open(Role.user);
    expect(await screen.findByTestId('recycle-empty-state')).toHaveTextContent('回收站是空的');
    expect(screen.getByTestId('recycle-empty')).toBeDisabled();
    expect(screen.queryByTestId('recycle-days-input')).toBeNull();
  });
});
