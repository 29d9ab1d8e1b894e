import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type HardwareState, type MainRole, type TimeState } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { queryClient } from '../../test/providers';
import { openSettingApp } from './test/open-setting-app';

const TIME: TimeState = {
  now: Date.UTC(2026, 10, 27, 10, 0, 0),
  zone: 'UTC',
  zones: ['Asia/Shanghai', 'Europe/Paris', 'UTC'],
  ntp: { service: 'none', active: false, servers: [] },
  rtc: false,
  mode: 'dry-run',
};

const open = (role: MainRole, path: string) => openSettingApp(path, role);

describe('the settings device panels', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('time: shows the zone, that no network time runs, the dry run, and records a zone change', async () => {
    const { seen } = installFakeDaemon({
      'POST /system/time': envelope(TIME),
      'POST /system/time/set': envelope({
        zone: 'UTC',
        time: null,
        steps: ['ln -sf /usr/share/zoneinfo/UTC /etc/localtime'],
        mode: 'dry-run',
      }),
    });
    open(Role.master, '/setting/sysTime');
    expect(await screen.findByTestId('time-zone', {}, { timeout: 10_000 })).toHaveTextContent('UTC');
    expect(screen.getByTestId('time-ntp')).toHaveTextContent('本机没有运行网络校时服务');
    expect(screen.getByTestId('time-dry-run')).toBeInTheDocument();
    // Nothing to apply until another zone is chosen; a time must be given before it is set.
    expect(screen.getByTestId('time-zone-apply')).toBeDisabled();
    fireEvent.click(screen.getByTestId('time-apply'));
    expect(await screen.findByText('请先填写日期和时间')).toBeInTheDocument();
    expect(seen.some((request) => request.path === '/system/time/set')).toBe(false);
    fireEvent.change(screen.getByTestId('time-input'), { target: { value: '2026-12-01T08:30' } });
    fireEvent.click(screen.getByTestId('time-apply'));
    const applied = await screen.findByTestId('time-applied');
    expect(applied).toHaveTextContent('已记录');
    const sent = seen.find((request) => request.path === '/system/time/set');
    expect(Number(sent?.form?.get('time'))).toBe(new Date('2026-12-01T08:30').getTime() / 1000);
  });

  it('time: shows the daemon’s refusal', async () => {
    installFakeDaemon({
      'POST /system/time': envelope(TIME),
      'POST /system/time/set': envelope(null, 'C133003', '日期和时间须在 2000 到 2100 之间'),
    });
    open(Role.master, '/setting/sysTime');
    fireEvent.change(await screen.findByTestId('time-input', {}, { timeout: 10_000 }), {
      target: { value: '1990-01-01T00:00' },
    });
    fireEvent.click(screen.getByTestId('time-apply'));
    expect(await screen.findByTestId('time-error')).toHaveTextContent('2000 到 2100');
  });

  it('hardware: says a virtual disk cannot sleep and the machine has no LEDs or fans, with no switch', async () => {
    const state: HardwareState = {
      disks: [
        {
          sn: 'CVS1',
          name: 'CVS1',
          model: 'Coffer Virtual Disk',
          dev: '/dev/loop3',
          supported: false,
          reason: 'virtual',
          minutes: 0,
        },
      ],
      leds: [],
      fans: [],
    };
    installFakeDaemon({ 'POST /disk/statics': envelope(state) });
    open(Role.devOps, '/setting/hardware');
    const unsupported = await screen.findByTestId('hardware-unsupported-CVS1', {}, { timeout: 10_000 });
    expect(unsupported).toHaveTextContent('此磁盘不支持休眠设置');
    expect(unsupported).toHaveTextContent('虚拟磁盘');
    expect(screen.getByTestId('hardware-no-leds')).toHaveTextContent('没有可由系统控制的指示灯');
    expect(screen.getByTestId('hardware-no-fans')).toHaveTextContent('没有可由系统控制的风扇');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('notices: turns one event off for the device', async () => {
    const events = (off: string[]) => ({
      events: ['temperature', 'smart', 'capacity', 'raidsync', 'new_device'].map((event) => ({
        event,
        enabled: !off.includes(event),
      })),
    });
    const { seen } = installFakeDaemon({
      'POST /setting/notice/load': envelope(events([])),
      'POST /setting/notice/set': envelope(events(['new_device'])),
    });
    open(Role.master, '/setting/sysNotice');
    const toggle = await screen.findByTestId('notice-new_device', {}, { timeout: 10_000 });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByTestId('notice-new_device')).toHaveAttribute('aria-checked', 'false'),
    );
    const sent = seen.find((request) => request.path === '/setting/notice/set');
    expect(sent?.form?.get('event')).toBe('new_device');
    expect(sent?.form?.get('enabled')).toBe('false');
  });

  it('default pool: an operations administrator sees it read-only and why', async () => {
    const pool = { id: 'p1', name: 'Main', status: 'ok', usable: true };
    installFakeDaemon({
      'POST /v2/file/pool/get': envelope({
        pool,
        chosen: false,
        choices: [pool, { ...pool, id: 'p2', name: 'Second' }],
      }),
    });
    open(Role.devOps, '/setting/poolManage');
    expect(await screen.findByTestId('pool-current', {}, { timeout: 10_000 })).toHaveTextContent('Main');
    expect(screen.getByTestId('pool-read-only')).toHaveTextContent('只有超级管理员可以更换默认存储池');
    expect(within(screen.getByTestId('pool-page')).queryByRole('combobox')).toBeNull();
  });
});
