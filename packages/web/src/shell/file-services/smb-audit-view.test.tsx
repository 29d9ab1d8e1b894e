import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, type SambaAuditEntry } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon, type SeenRequest } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import LogCenterApp from '../../apps/log-center/log-center-app';
import { SmbAuditView } from './smb-audit-view';

const LIST = '/api/fileshare_service/samba/audit/list';
const UPDATE = '/api/fileshare_service/samba/audit/update';
const SETTINGS = { enabled: true, actions: ['connect', 'write', 'delete'] };

const entry = (id: number, patch: Partial<SambaAuditEntry> = {}): SambaAuditEntry => ({
  id,
  at: Date.UTC(2026, 10, 27, 10, id),
  username: 'lin.wei',
  ip: '192.168.1.31',
  action: 'write',
  share: 'Projects',
  path: `plans/week-${id}.xlsx`,
  result: 'ok',
  ...patch,
});

function daemon(handlers: Record<string, unknown> = {}) {
  return installFakeDaemon({
    [`POST ${LIST}`]: (request: SeenRequest) => {
      const page = Number(request.form?.get('page') ?? 1);
      const list =
        page === 1
          ? [
              entry(2),
              entry(1, { action: 'delete', result: 'fail', username: 'zhang.min', ip: '192.168.1.40' }),
            ]
          : [entry(3, { action: 'connect', path: '' })];
      return envelope({ total: 53, list, settings: SETTINGS });
    },
    [`POST ${UPDATE}`]: (request: SeenRequest) => envelope(JSON.parse(request.form?.get('data') ?? '{}')),
    ...handlers,
  });
}

function show() {
  act(() => signInAs(Role.master));
  render(
    <Providers>
      <SmbAuditView />
    </Providers>,
  );
}

const lists = (seen: SeenRequest[]) => seen.filter((request) => request.path === LIST);

describe('the SMB audit view', { timeout: 30_000 }, () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows the entries with their operation, user, address, share, path and result', async () => {
    daemon();
    show();
    const table = screen.getByTestId('smb-audit-table');
    await waitFor(() => expect(table).toHaveTextContent('plans/week-2.xlsx'));
    const failed = within(table).getByText('plans/week-1.xlsx').closest('tr') as HTMLElement;
    expect(failed).toHaveTextContent('zhang.min');
    expect(failed).toHaveTextContent('192.168.1.40');
    expect(failed).toHaveTextContent('删除文件');
    expect(failed).toHaveTextContent('Projects');
    expect(failed).toHaveTextContent('失败');
    expect(screen.getByTestId('smb-audit-total')).toHaveTextContent('共 53 条');
  });

  it('searches by keyword on Enter, filters by operation and turns the page, asking the daemon each time', async () => {
    const { seen } = daemon();
    show();
    await waitFor(() => expect(screen.getByTestId('smb-audit-table')).toHaveTextContent('week-2'));
    const search = within(screen.getByTestId('smb-audit-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'plans' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lists(seen).at(-1)?.form?.get('keyword')).toBe('plans'));
    expect(lists(seen).at(-1)?.form?.get('page')).toBe('1');

    fireEvent.mouseDown(within(screen.getByTestId('smb-audit-action')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('删除文件'));
    await waitFor(() => expect(lists(seen).at(-1)?.form?.get('action')).toBe('delete'));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lists(seen).at(-1)?.form?.get('page')).toBe('2'));
    expect(lists(seen).at(-1)?.form?.get('keyword')).toBe('plans');
    await waitFor(() => expect(screen.getByTestId('smb-audit-table')).toHaveTextContent('连接'));
  });

  it('saves the audit settings as JSON in data, and only when they changed', async () => {
    const { seen } = daemon();
    show();
    const save = await screen.findByTestId('smb-audit-save');
    expect(save).toBeDisabled();
    const actions = screen.getByTestId('smb-audit-actions');
    fireEvent.click(within(actions).getByText('重命名'));
    fireEvent.click(within(actions).getByText('连接'));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(seen.some((request) => request.path === UPDATE)).toBe(true));
    const update = seen.find((request) => request.path === UPDATE);
    // In the contract's order, whatever order they were ticked in.
    expect(JSON.parse(update?.form?.get('data') ?? '')).toEqual({
      enabled: true,
      actions: ['write', 'rename', 'delete'],
    });
  });

  it('will not save an audit that records nothing', async () => {
    daemon();
    show();
    const actions = await screen.findByTestId('smb-audit-actions');
    for (const name of ['连接', '写入', '删除文件']) fireEvent.click(within(actions).getByText(name));
    expect(screen.getByTestId('smb-audit-save')).toBeDisabled();
    expect(screen.getByTestId('smb-audit-settings')).toHaveTextContent('请至少选择一种操作');
  });

  it('shows a refused setting with the daemon’s message', async () => {
    daemon({ [`POST ${UPDATE}`]: envelope(null, 'C128001', '服务设置无效：actions') });
    show();
    const enabled = await screen.findByTestId('smb-audit-enabled');
    fireEvent.click(enabled);
    fireEvent.click(screen.getByTestId('smb-audit-save'));
    expect(await screen.findByTestId('smb-audit-refused')).toHaveTextContent('服务设置无效：actions');
  });

  it('says when SMB is not on this device', async () => {
    daemon({ [`POST ${LIST}`]: { status: 404, body: envelope(null, 'C100404', '未找到') } });
    show();
    expect(await screen.findByTestId('smb-audit-unavailable')).toHaveTextContent('本设备上暂时没有 SMB 服务');
  });

  it('says the log could not be read, and reads it again on retry', async () => {
    let attempts = 0;
    daemon({
      [`POST ${LIST}`]: () => {
        attempts += 1;
        return attempts === 1
          ? envelope(null, 'C100503', '服务暂不可用')
          : envelope({ total: 0, list: [], settings: { enabled: false, actions: [] } });
      },
    });
    show();
    const failed = await screen.findByTestId('smb-audit-failed');
    expect(failed).toHaveTextContent('服务暂不可用');
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('smb-audit-off')).toHaveTextContent('审计已关闭');
    expect(screen.getByTestId('smb-audit-table')).toHaveTextContent('还没有记录');
  });

  it('is a tab of the log center at /logCenter/smbAudit', async () => {
    daemon();
    act(() => signInAs(Role.master));
    render(
      <Providers>
        <MemoryRouter initialEntries={['/logCenter/smbAudit']}>
          <Routes>
            <Route path="/logCenter/*" element={<LogCenterApp windowName={null} />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByTestId('smb-audit')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SMB 审计' })).toHaveAttribute('aria-selected', 'true');
  });
});
