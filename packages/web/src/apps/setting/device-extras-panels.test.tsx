import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { idleUpgradeRecord, Role, type MainRole, type SubAdminPerms, type UpsInfo } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { queryClient } from '../../test/providers';
import { openSettingApp } from './test/open-setting-app';

const POLICY = { mode: 'minutes' as const, minutes: 5, level: 20, enabled: false };
const ABSENT: UpsInfo = {
  present: false,
  looked: '/sys/class/power_supply',
  units: [],
  policy: POLICY,
  watching: false,
  onBatterySince: null,
};
const PRESENT: UpsInfo = {
  ...ABSENT,
  present: true,
  units: [
    {
      name: 'ups',
      type: 'UPS',
      status: 'Discharging',
      onBattery: true,
      capacity: 64,
      model: 'Back-UPS 700',
      manufacturer: 'APC',
    },
  ],
};
const OPEN: SubAdminPerms = { network: true, time: true, hardware: true, fileServices: true, device: true };

const open = (role: MainRole, path: string) => openSettingApp(path, role);

afterEach(() => {
  act(() => useSessionStore.getState().clear());
  queryClient.clear();
});

describe('the UPS panel', () => {
  it('says no UPS is connected and where it looked, with the policy disabled and why', async () => {
    installFakeDaemon({ 'GET /ups/info': envelope(ABSENT) });
    open(Role.master, '/setting/ups');
    expect(await screen.findByTestId('ups-absent')).toHaveTextContent('/sys/class/power_supply');
    expect(screen.getByTestId('ups-policy-reason')).toHaveTextContent('连接 UPS 后才能设置关机策略');
    expect(screen.getByTestId('ups-save')).toBeDisabled();
    expect(screen.getByTestId('ups-watch')).toBeDisabled();
  });

  it('shows the readings and saves the policy', async () => {
    const { seen } = installFakeDaemon({
      'GET /ups/info': envelope(PRESENT),
      'POST /ups/setting': envelope({ ...POLICY, mode: 'level' }),
    });
    open(Role.master, '/setting/ups');
    expect(await screen.findByTestId('ups-status-ups')).toHaveTextContent('电池供电');
    expect(screen.getByTestId('ups-units')).toHaveTextContent('64 %');
    fireEvent.click(screen.getByTestId('ups-mode-level'));
    fireEvent.click(screen.getByTestId('ups-save'));
    await waitFor(() => expect(seen.some((request) => request.path === '/ups/setting')).toBe(true));
    const sent = seen.find((request) => request.path === '/ups/setting')!.form!;
    expect([sent.get('mode'), sent.get('level')]).toEqual(['level', '20']);
  });

  it('disables the panel for an operations administrator once the master closes hardware', async () => {
    installFakeDaemon({
      'GET /ups/info': envelope(PRESENT),
      'POST /setting/sub/perm/load': envelope({ ...OPEN, hardware: false }),
    });
    open(Role.devOps, '/setting/ups');
    expect(await screen.findByTestId('setting-area-closed')).toHaveTextContent(
      '超级管理员未允许运维管理员修改硬件（含 UPS）设置',
    );
    expect(await screen.findByTestId('ups-save')).toBeDisabled();
  });
});

describe('the operations administrators section', () => {
  it('lets the master close an area', async () => {
    const { seen } = installFakeDaemon({
      'POST /system/versions': envelope({ nasid: 'n', name: 'Coffer', model: 'z2', version: '1.0.0' }),
      'POST /upgrade/info': envelope({
        current_version: '1.0.0',
        model: 'z2',
        release_key: true,
        key_fingerprint: '',
        max_size: 1024,
      }),
      'POST /upgrade/progress': envelope(idleUpgradeRecord('1.0.0')),
      'POST /setting/sub/perm/load': envelope(OPEN),
      'POST /setting/sub/perm': envelope({ ...OPEN, network: false }),
    });
    open(Role.master, '/setting/about');
    fireEvent.click(await screen.findByTestId('subadmin-network'));
    await waitFor(() => expect(screen.getByTestId('subadmin-network')).not.toBeChecked());
    const sent = seen.find((request) => request.path === '/setting/sub/perm')!.form!;
    expect(sent.get('network')).toBe('false');
  });
});

describe('the access point panel', () => {
  it('says this device has no Wi-Fi adapter, with opening one disabled', async () => {
    installFakeDaemon({
      'GET /webble/ap/status': envelope({ present: false, looked: '/sys/class/net', adapters: [] }),
    });
    open(Role.master, '/setting/ap');
    expect(await screen.findByTestId('ap-absent')).toHaveTextContent('本设备没有无线网卡');
    expect(screen.getByTestId('ap-open')).toBeDisabled();
  });
});
