import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  APP_VERSION,
  idleUpgradeRecord,
  Role,
  type MainRole,
  type PollResponse,
  type UpgradeRecord,
} from '@coffer/contract';
import { useConnectionStore } from '../../api/connection-store';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { Providers } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { ConnectionTimeoutDialog } from './connection-timeout-dialog';
import { usePollStore } from './poll-store';
import { UpgradeOverlay } from './upgrade-overlay';
import { useUpgradePageStore } from './upgrade-page-store';
import { NO_UPGRADE_MEMORY } from './upgrade-view';

function pollAnswer(upgrade: UpgradeRecord): PollResponse {
  return {
    storage_server: 'booted',
    sp_ver: 'v3',
    storage_polling: { stage: 'complete', type: 'complete', code: 200, msg: '', data: {} },
    pools: [],
    dev: [],
    popup_msgs: [],
    reboot_at: 0,
    message: [],
    db_state: 'ok',
    upgrade,
    migration_status: 'none',
    uptime_abs: 10,
    mounts: { disks: [] },
    storage: {
      append: { hdds: [], last_model: '', choices: [], steps: 0, current: 0, state: '', details: [] },
    },
  };
}

function upgrade(change: Partial<UpgradeRecord>): UpgradeRecord {
  return {
    ...idleUpgradeRecord(APP_VERSION),
    id: 'u1',
    target_version: '9.9.9',
    ...change,
  };
}

const FAILED = upgrade({ status: 'end', errcode: 'C114009', message: 'The new version did not start' });

/** The poll brings `record`; the page has followed this upgrade for a while (no countdown). */
function show(
  role: MainRole,
  record: UpgradeRecord,
  handlers: Record<string, unknown> = {},
  followed = true,
) {
  const daemon = installFakeDaemon({
    'POST /system/versions': envelope({ nasid: 'n1', name: 'nas', model: 'z2', version: APP_VERSION }),
    ...handlers,
  });
  act(() => signInAs(role));
  if (followed)
    act(() =>
      useUpgradePageStore.setState({
        memory: { ...NO_UPGRADE_MEMORY, id: record.id, firstSeenAt: Date.now() - 60_000 },
      }),
    );
  act(() => usePollStore.getState().accept(pollAnswer(record)));
  const reload = vi.fn();
  render(
    <Providers>
      <UpgradeOverlay reload={reload} />
      <ConnectionTimeoutDialog />
    </Providers>,
  );
  return { daemon, reload };
}

const buttonNames = () =>
  screen.queryAllByRole('button').map((button) => button.textContent?.replace(/\s/g, ''));

describe('the upgrade overlay', () => {
  afterEach(() => {
    act(() => {
      useSessionStore.getState().clear();
      usePollStore.setState({ answer: null, digest: '' });
      useUpgradePageStore.setState({
        memory: NO_UPGRADE_MEMORY,
        stagingHere: false,
        successAcknowledged: '',
      });
      useConnectionStore.setState({ timedOut: false });
    });
    vi.unstubAllGlobals();
  });

  it('shows nothing while no upgrade runs, nor for an archive staged for the master', async () => {
    show(Role.master, upgrade({ status: 'staged' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('upgrade-overlay')).toBeNull();
  });

  it('counts down when a page first sees an upgrade under way, and skips to the progress on request', async () => {
    show(
      Role.user,
      upgrade({ status: 'download', downloadsize: 512 * 1024, totalsize: 2 * 1024 * 1024 }),
      {},
      false,
    );
    const overlay = await screen.findByTestId('upgrade-overlay');
    expect(overlay).toHaveAttribute('data-view', 'countdown');
    // It counts from 3; a loaded machine may already have ticked once when the overlay is found.
    expect(overlay).toHaveTextContent(/[1-3] 秒后显示升级进度/);
    fireEvent.click(screen.getByRole('button', { name: '立即查看' }));
    await waitFor(() =>
      expect(screen.getByTestId('upgrade-overlay')).toHaveAttribute('data-view', 'progress'),
    );
    expect(screen.getByTestId('upgrade-received')).toHaveTextContent('已接收 512 KB / 2 MB');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it.each([Role.master, Role.devOps, Role.user] as MainRole[])(
    'shows role %s the restart read-only, without the connection-timeout dialog',
    async (role) => {
      show(role, upgrade({ status: 'reboot' }));
      const overlay = await screen.findByTestId('upgrade-overlay');
      expect(overlay).toHaveAttribute('data-phase', 'reboot');
      expect(overlay).toHaveTextContent('设备正在重启');
      expect(buttonNames()).toEqual([]);
      act(() => useConnectionStore.setState({ timedOut: true }));
      expect(screen.queryByTestId('connection-timeout-dialog')).toBeNull();
    },
  );

  it('lets the connection-timeout dialog show when no upgrade restart is expected', async () => {
    show(Role.user, idleUpgradeRecord(APP_VERSION));
    act(() => useConnectionStore.setState({ timedOut: true }));
    expect(await screen.findByTestId('connection-timeout-dialog')).toBeInTheDocument();
  });

  describe('a failed install', () => {
    it('offers the master retry, which sends the id and check_license=1', async () => {
      const { daemon } = show(Role.master, FAILED, {
        'POST /upgrade/retry': envelope(upgrade({ status: 'install' })),
      });
      const overlay = await screen.findByTestId('upgrade-overlay');
      expect(overlay).toHaveAttribute('data-view', 'installFail');
      expect(overlay).toHaveTextContent('系统升级不成功');
      expect(overlay).toHaveTextContent('The new version did not start');
      expect(buttonNames()).toEqual(['继续使用', '重试']);
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
      await waitFor(() =>
        expect(screen.getByTestId('upgrade-overlay')).toHaveAttribute('data-phase', 'install'),
      );
      const retry = daemon.seen.find((request) => request.path === '/upgrade/retry');
      expect(Object.fromEntries(retry?.form ?? [])).toMatchObject({ id: 'u1', check_license: '1' });
    });

    it('says a failed retry failed', async () => {
      show(Role.master, FAILED, {
        'POST /upgrade/retry': envelope(null, 'C114010', 'No archive to retry'),
      });
      fireEvent.click(await screen.findByRole('button', { name: '重试' }));
      const refusal = await screen.findByTestId('upgrade-refusal');
      expect(refusal).toHaveTextContent('重试失败，请重试');
      expect(refusal).toHaveTextContent('No archive to retry');
    });

    it('lets the master continue using the running version, which clears the record', async () => {
      const { daemon } = show(Role.master, FAILED, {
        'POST /upgrade/dismiss': envelope(idleUpgradeRecord(APP_VERSION)),
      });
      fireEvent.click(await screen.findByRole('button', { name: '继续使用' }));
      await waitFor(() => expect(screen.queryByTestId('upgrade-overlay')).toBeNull());
      const dismiss = daemon.seen.find((request) => request.path === '/upgrade/dismiss');
      expect(dismiss?.form?.get('id')).toBe('u1');
    });

    it('offers the master no continue-using for a required upgrade', async () => {
      show(Role.master, { ...FAILED, upgrade_level: 'MUST' });
      await screen.findByTestId('upgrade-overlay');
      expect(buttonNames()).toEqual(['重试']);
      expect(screen.getByTestId('upgrade-overlay')).toHaveTextContent('这是一次必要的升级');
    });

    it.each([Role.devOps, Role.user] as MainRole[])(
      'gives role %s only an acknowledgement, which hides it on this page without a call',
      async (role) => {
        const { daemon } = show(role, FAILED);
        const overlay = await screen.findByTestId('upgrade-overlay');
        expect(overlay).toHaveTextContent('请联系超级管理员');
        expect(buttonNames()).toEqual(['我知道了']);
        fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
        await waitFor(() => expect(screen.queryByTestId('upgrade-overlay')).toBeNull());
        expect(daemon.seen.some((request) => request.path.startsWith('/upgrade/'))).toBe(false);
      },
    );
  });

  describe('a successful upgrade', () => {
    const DONE = upgrade({ status: 'end', current_version: APP_VERSION, target_version: APP_VERSION });

    it('says so once in this browser; an ordinary user’s acknowledgement calls nothing', async () => {
      const { daemon } = show(Role.user, DONE);
      const overlay = await screen.findByTestId('upgrade-overlay');
      expect(overlay).toHaveAttribute('data-view', 'success');
      expect(overlay).toHaveTextContent(`设备已升级到 ${APP_VERSION}`);
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.queryByTestId('upgrade-overlay')).toBeNull());
      expect(localStorage.getItem('coffer.upgrade.successAcknowledged')).toBe('u1');
      expect(daemon.seen.some((request) => request.path.startsWith('/upgrade/'))).toBe(false);
    });

    it('clears the record for everyone when the master acknowledges it', async () => {
      const { daemon } = show(Role.master, DONE, {
        'POST /upgrade/dismiss': envelope(idleUpgradeRecord(APP_VERSION)),
      });
      fireEvent.click(await screen.findByRole('button', { name: '确定' }));
      await waitFor(() =>
        expect(daemon.seen.some((request) => request.path === '/upgrade/dismiss')).toBe(true),
      );
      expect(screen.queryByTestId('upgrade-overlay')).toBeNull();
    });

    it('reloads into the new version 3 s after the daemon reports it (GEN-06)', async () => {
      const { reload } = show(Role.devOps, upgrade({ status: 'end', current_version: '9.9.9' }), {
        'POST /system/versions': envelope({ nasid: 'n1', name: 'nas', model: 'z2', version: '9.9.9' }),
      });
      await waitFor(() =>
        expect(screen.getByTestId('upgrade-overlay')).toHaveAttribute('data-phase', 'reloading'),
      );
      expect(reload).not.toHaveBeenCalled();
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 4_000 });
      expect(sessionStorage.getItem('coffer.reloadedForVersion')).toBe('9.9.9');
    });
  });
});
