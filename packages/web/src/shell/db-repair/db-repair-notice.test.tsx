import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DB_REPAIR_STEPS, Role, type DbRepairStateInfo, type MainRole } from '@coffer/contract';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { DbRepairNotice } from './db-repair-notice';

const NONE: DbRepairStateInfo = {
  state: 'none',
  title: '',
  steps: [],
  currentStep: -1,
  previousStep: -1,
  extTime: 0,
  startedAt: 0,
  damagedCopy: '',
  recoveredRows: 0,
  tables: [],
};

const REPAIRED: DbRepairStateInfo = {
  state: 'success',
  title: 'corrupt',
  steps: [...DB_REPAIR_STEPS],
  currentStep: 4,
  previousStep: 3,
  extTime: 1,
  startedAt: 1_800_000_000,
  damagedCopy: '/srv/coffer/db-repair/coffer-20261127T023700000Z.db',
  recoveredRows: 612,
  tables: [
    { name: 'users', rows: 3, refused: 0, complete: true },
    { name: 'jobs', rows: 609, refused: 0, complete: false },
  ],
};

function show(mainRole: MainRole, state: DbRepairStateInfo, supportPhone = '') {
  const daemon = installFakeDaemon({
    'POST /mysql/repair/state': envelope(state),
    'POST /mysql/repair/clean': envelope(NONE),
    // No provider configured: the not-configured answer still names the support hotline.
    'GET /zhelper/state': envelope({ support_phone: supportPhone }, 510, 'not configured'),
  });
  act(() => signInAs(mainRole));
  render(
    <Providers>
      <DbRepairNotice />
    </Providers>,
  );
  return daemon;
}

describe('the database repair notice', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('asks nothing before anyone signs in', async () => {
    const daemon = installFakeDaemon({ 'POST /mysql/repair/state': envelope(REPAIRED) });
    render(
      <Providers>
        <DbRepairNotice />
      </Providers>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(daemon.seen).toEqual([]);
    expect(screen.queryByTestId('db-repair-notice')).toBeNull();
  });

  it('shows nothing when the database is sound', async () => {
    const daemon = show(Role.master, NONE);
    await waitFor(() => expect(daemon.seen.some((r) => r.path === '/mysql/repair/state')).toBe(true));
    expect(screen.queryByTestId('db-repair-notice')).toBeNull();
  });

  it('tells the master what was recovered and where the damaged file is, until acknowledged', async () => {
    const daemon = show(Role.master, REPAIRED);
    const notice = await screen.findByTestId('db-repair-notice');
    expect(notice).toHaveTextContent('数据库已修复，共恢复 612 条记录。');
    expect(notice).toHaveTextContent(REPAIRED.damagedCopy);
    expect(notice).toHaveTextContent('jobs');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByTestId('db-repair-notice')).toBeNull());
    expect(daemon.seen.some((request) => request.path === '/mysql/repair/clean')).toBe(true);
  });

  it('tells an ordinary user to turn to the administrator, with no path, and closes only here', async () => {
    const daemon = show(Role.user, { ...REPAIRED, damagedCopy: '' });
    const notice = await screen.findByTestId('db-repair-notice');
    expect(notice).toHaveTextContent('请联系管理员');
    expect(notice).not.toHaveTextContent('db-repair');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('db-repair-notice')).toBeNull());
    expect(daemon.seen.some((request) => request.path === '/mysql/repair/clean')).toBe(false);
  });

  it('says the data cannot be recovered, with the support hint, when the repair failed', async () => {
    show(Role.master, { ...REPAIRED, state: 'fail', title: 'notadb', recoveredRows: 0, tables: [] });
    const notice = await screen.findByTestId('db-repair-notice');
    expect(notice).toHaveAttribute('data-state', 'fail');
    expect(notice).toHaveTextContent('出现问题，数据无法恢复。');
    expect(notice).toHaveTextContent('技术支持');
  });

  it('offers the master remote assistance and the configured support hotline after a failure', async () => {
    show(Role.master, { ...REPAIRED, state: 'fail', title: 'notadb', tables: [] }, '400-800-1234');
    const phone = await screen.findByTestId('db-repair-support-phone');
    expect(phone).toHaveTextContent('客服电话：400-800-1234');
    expect(screen.getByTestId('db-repair-remote-help')).toHaveTextContent('远程协助');
  });

  it('leaves the hotline out when none is configured, and offers a user neither', async () => {
    show(Role.master, { ...REPAIRED, state: 'fail', title: 'notadb', tables: [] });
    await screen.findByTestId('db-repair-remote-help');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('db-repair-support-phone')).toBeNull();
    cleanup();
    show(Role.user, { ...REPAIRED, state: 'fail', damagedCopy: '', tables: [] });
    await screen.findByTestId('db-repair-notice');
    expect(screen.queryByTestId('db-repair-remote-help')).toBeNull();
  });
});
