import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  networkMessageOf,
  Role,
  type MainRole,
  type NetInterface,
  type NetworkApplied,
} from '@coffer/contract';
import { currentLanguage } from '../../../i18n/i18n';
import { envelope, installFakeDaemon, type SeenRequest } from '../../../test/fake-daemon';
import { queryClient } from '../../../test/providers';
import { openSettingApp } from '../test/open-setting-app';

const ETH0: NetInterface = {
  name: 'eth0',
  slot: 1,
  kind: 'ethernet',
  state: 'up',
  carrier: true,
  speed: 1000,
  mac: '02:fc:00:00:00:01',
  mtu: 1500,
  master: null,
  ports: [],
  ipv4: {
    method: 'static',
    addresses: [{ address: '192.0.2.2', prefix: 24, mask: '255.255.255.0' }],
    gateway: '192.0.2.1',
  },
  ipv6: { method: 'static', addresses: [{ address: 'fd00::2', prefix: 64, scope: 'global' }], gateway: null },
};
const ETH1: NetInterface = {
  ...ETH0,
  name: 'eth1',
  slot: 2,
  state: 'down',
  carrier: false,
  speed: null,
  ipv4: { method: 'none', addresses: [], gateway: null },
};
const APPLIED: NetworkApplied = {
  dryRun: true,
  backend: 'dry-run',
  files: [{ path: '/etc/systemd/network/10-coffer-eth0.network', content: '[Match]\nName=eth0\n' }],
  removed: [],
  commands: ['networkctl reload'],
};

function daemon(change: unknown = envelope(APPLIED), extra: Record<string, unknown> = {}) {
  return installFakeDaemon({
    ...extra,
    'GET /settings': (request: SeenRequest) =>
      request.query.get('flag') === 'show'
        ? envelope({ backend: 'dry-run', editable: true, dryRun: true })
        : envelope({ family: 4, interfaces: [ETH0, ETH1], dns: ['10.255.255.53'] }),
    'POST /settings': change,
  });
}

const open = (role: MainRole = Role.master) => openSettingApp('/setting/network', role);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** The confirmation that warns the page may lose its connection: its last button goes on. */
async function confirmChange() {
  const [title] = await screen.findAllByText(/^(确认修改网络？|Change the network\?)$/);
  const confirm = title!.closest('.ant-modal') as HTMLElement;
  expect(confirm).toHaveTextContent(/断开连接|lose its connection/);
  fireEvent.click(within(confirm).getAllByRole('button').at(-1)!);
}

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('the network panel', () => {
  it('lists the interfaces with their state and addresses, and says changes are a dry run', async () => {
    daemon();
    open();
    expect(await screen.findByTestId('net-card-eth0')).toBeInTheDocument();
    expect(screen.getByTestId('net-ipv4-eth0')).toHaveTextContent('192.0.2.2 / 255.255.255.0');
    expect(screen.getByTestId('net-card-eth1')).toBeInTheDocument();
    expect(screen.getByTestId('net-dry-run')).toBeInTheDocument();
    expect(screen.getByTestId('net-create-bond')).toBeEnabled();
  });

  it('checks the fields as typed, asks before changing and shows what would be written', async () => {
    const fake = daemon();
    open();
    fireEvent.click(await screen.findByTestId('net-edit-eth0'));
    type('net-mask', '255.0.255.0');
    expect(await screen.findByText(networkMessageOf(4006, currentLanguage()))).toBeInTheDocument();
    type('net-mask', '24');
    type('net-gateway', '198.51.100.1');
    expect(await screen.findByText(networkMessageOf(4004, currentLanguage()))).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('net-save'));
    // Still wrong: nothing is sent.
    expect(fake.seen.some((request) => request.method === 'POST')).toBe(false);
    type('net-gateway', '192.0.2.1');
    fireEvent.click(screen.getByTestId('net-save'));
    await confirmChange();
    expect(await screen.findByTestId('net-applied')).toHaveTextContent(
      '/etc/systemd/network/10-coffer-eth0.network',
    );
    const sent = fake.seen.find((request) => request.method === 'POST' && request.path === '/settings')!;
    expect(Object.fromEntries(sent.form!)).toMatchObject({
      flag: 'update',
      name: 'eth0',
      ipv4_method: 'static',
      ip: '192.0.2.2',
      mask: '24',
      gateway: '192.0.2.1',
    });
  }, 40_000);

  it('shows the daemon’s refusal under its field', async () => {
    daemon(envelope({ errors: [{ field: 'ip', code: 4009 }] }, 4009, 'in use'));
    open();
    fireEvent.click(await screen.findByTestId('net-edit-eth0'));
    type('net-ip', '192.0.2.9');
    fireEvent.click(screen.getByTestId('net-save'));
    await confirmChange();
    await waitFor(() =>
      expect(screen.getAllByText(networkMessageOf(4009, currentLanguage())).length).toBeGreaterThan(0),
    );
    expect(screen.getByTestId('net-edit-error')).toBeInTheDocument();
  }, 40_000);

  it('lets an operations administrator refresh and diagnose, but change nothing, once the master closes network', async () => {
    const fake = daemon(envelope(APPLIED), {
      'POST /setting/sub/perm/load': envelope({
        network: false,
        time: true,
        hardware: true,
        fileServices: true,
        device: true,
      }),
      'POST /network/diagnose': envelope({
        name: 'eth0',
        steps: [{ step: 'link', ok: true, detail: '1000 Mb/s' }],
      }),
    });
    open(Role.devOps);
    expect(await screen.findByTestId('setting-area-closed')).toBeInTheDocument();
    expect(await screen.findByTestId('net-edit-eth0')).toBeDisabled();
    expect(screen.getByTestId('net-create-bond')).toBeDisabled();
    expect(screen.getByRole('button', { name: /刷新|Refresh/ })).toBeEnabled();
    fireEvent.click(screen.getByTestId('net-diagnose-eth0'));
    const dialog = await screen.findByTestId('net-diagnose');
    expect(within(dialog).getByLabelText(/主机|Host/)).toBeEnabled();
    fireEvent.click(within(dialog).getByTestId('net-diag-run'));
    expect(await screen.findByTestId('net-diag-steps')).toHaveTextContent('1000 Mb/s');
    expect(fake.seen.some((request) => request.path === '/network/diagnose')).toBe(true);
  });
});
