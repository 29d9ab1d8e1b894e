import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { renderIfupdown } from './ifupdown-format.js';
import { NetFailure } from './net-failure.js';
import { DryRunBackend, SystemBackend } from './network-backend.js';
import type { InterfacePlan } from './network-plan.js';
import { renderNetworkd } from './networkd-format.js';

const STATIC: InterfacePlan = {
  name: 'eth0',
  ipv4: { method: 'static', ip: '192.168.1.10', prefix: 24, gateway: '192.168.1.1' },
  dns: ['1.1.1.1', '9.9.9.9'],
  ipv6: { method: 'static', ip: 'fd00::10', prefix: 64, gateway: 'fd00::1' },
  mtu: 9000,
};

describe('ifupdown', () => {
  it('writes one interfaces.d file per interface with its static settings', () => {
    const rendered = renderIfupdown({ kind: 'interface', plan: STATIC });
    expect(rendered.files).toHaveLength(1);
    expect(rendered.files[0]!.path).toBe('/etc/network/interfaces.d/coffer-eth0');
    expect(rendered.files[0]!.content).toContain(
      [
        'auto eth0',
        'iface eth0 inet static',
        '    address 192.168.1.10/24',
        '    gateway 192.168.1.1',
        '    dns-nameservers 1.1.1.1 9.9.9.9',
        '    mtu 9000',
        'iface eth0 inet6 static',
        '    address fd00::10/64',
        '    gateway fd00::1',
      ].join('\n'),
    );
    expect(rendered.commands).toEqual([
      ['ifdown', '--force', 'eth0'],
      ['ifup', 'eth0'],
    ]);
  });

  it('writes a bond with its ports, and gives the ports back to DHCP when it is removed', () => {
    const bond = renderIfupdown({
      kind: 'create_bond',
      plan: { ...STATIC, name: 'bond0', ipv4: { method: 'dhcp' }, ipv6: { method: 'off' }, mtu: null },
      mode: '802.3ad',
      ports: ['eth0', 'eth1'],
    });
    expect(bond.files.map((file) => file.path)).toEqual([
      '/etc/network/interfaces.d/coffer-bond0',
      '/etc/network/interfaces.d/coffer-eth0',
      '/etc/network/interfaces.d/coffer-eth1',
    ]);
    expect(bond.files[0]!.content).toMatch(
      /iface bond0 inet dhcp[\s\S]*bond-slaves eth0 eth1\n {4}bond-mode 802.3ad/,
    );
    expect(bond.files[0]!.content).toContain('disable_ipv6=1');
    expect(bond.files[1]!.content).toContain('iface eth0 inet manual\n    bond-master bond0');
    const removed = renderIfupdown({ kind: 'remove_bond', name: 'bond0', ports: ['eth0', 'eth1'] });
    expect(removed.removed).toEqual(['/etc/network/interfaces.d/coffer-bond0']);
    expect(removed.files[0]!.content).toContain('iface eth0 inet dhcp');
  });
});

describe('systemd-networkd', () => {
  it('writes a .network unit with the static settings', () => {
    const rendered = renderNetworkd({ kind: 'interface', plan: STATIC });
    expect(rendered.files[0]!.path).toBe('/etc/systemd/network/10-coffer-eth0.network');
    const unit = rendered.files[0]!.content;
    for (const line of [
      'Name=eth0',
      'MTUBytes=9000',
      'DHCP=no',
      'Address=192.168.1.10/24',
      'Gateway=192.168.1.1',
      'DNS=1.1.1.1',
      'DNS=9.9.9.9',
      'IPv6AcceptRA=no',
      'Address=fd00::10/64',
    ]) {
      expect(unit).toContain(`${line}\n`);
    }
  });

  it('writes a bond as a netdev, its network and its ports', () => {
    const rendered = renderNetworkd({
      kind: 'create_bond',
      plan: { name: 'bond1', ipv4: { method: 'dhcp' }, dns: [], ipv6: { method: 'auto' }, mtu: null },
      mode: 'active-backup',
      ports: ['eth0', 'eth1'],
    });
    expect(rendered.files.map((file) => file.path)).toEqual([
      '/etc/systemd/network/10-coffer-bond1.netdev',
      '/etc/systemd/network/10-coffer-bond1.network',
      '/etc/systemd/network/10-coffer-eth0.network',
      '/etc/systemd/network/10-coffer-eth1.network',
    ]);
    expect(rendered.files[0]!.content).toContain('Kind=bond\n\n[Bond]\nMode=active-backup');
    expect(rendered.files[1]!.content).toContain('DHCP=ipv4\nIPv6AcceptRA=yes');
    expect(rendered.files[2]!.content).toContain('Bond=bond1');
  });
});

describe('backends', () => {
  it('dry-run answers the rendering and marks it so', async () => {
    const answer = await new DryRunBackend('ifupdown').apply({ kind: 'interface', plan: STATIC });
    expect(answer).toMatchObject({ dryRun: true, backend: 'dry-run', removed: [] });
    expect(answer.commands).toEqual(['ifdown --force eth0', 'ifup eth0']);
  });

  it('the system backend refuses a machine it cannot configure (C134006) before writing anything', async () => {
    const backend = new SystemBackend('none', pino({ level: 'silent' }));
    const refusal = await backend.apply({ kind: 'interface', plan: STATIC }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NetFailure);
    expect((refusal as NetFailure).code).toBe('C134006');
  });
});
