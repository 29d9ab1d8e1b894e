import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { NetInfo, NetworkApplied } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCommand } from '../../src/modules/network/host-tools.js';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
let token: string;

beforeAll(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  token = await signIn(test);
});
afterAll(async () => {
  await test.close();
});

interface IpLink {
  ifname: string;
  flags: string[];
  mtu: number;
  address?: string;
  addr_info: { local: string; prefixlen: number; family: string }[];
}

function ipAddr(): IpLink[] {
  return JSON.parse(execFileSync('ip', ['-j', 'addr'], { encoding: 'utf8' })) as IpLink[];
}

/** The machine's network as a test can compare it: its links and addresses, and the config trees. */
function machineNetwork(): string {
  const links = ipAddr().map((link) => ({
    name: link.ifname,
    flags: link.flags,
    mtu: link.mtu,
    addresses: link.addr_info.map((address) => `${address.local}/${address.prefixlen}`),
  }));
  return JSON.stringify({ links, files: ['/etc/network', '/etc/systemd/network'].map(tree) });
}

function tree(dir: string): string[] {
  if (!existsSync(dir)) return [`${dir}: none`];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const digest = statSync(path).isFile()
        ? createHash('sha256').update(readFileSync(path)).digest('hex')
        : 'dir';
      return `${path} ${digest}`;
    });
}

function read<T>(flag: string) {
  return test.get<T>(`/settings?flag=${flag}`, { token, headers: { 'accept-language': 'en' } });
}

function change(fields: Record<string, string>) {
  return test.post<NetworkApplied & { errors?: { field: string; code: number | string }[] }>(
    '/settings',
    fields,
    { token, headers: { 'accept-language': 'en' } },
  );
}

const ETH = ipAddr().find(
  (link) => !link.flags.includes('LOOPBACK') && link.addr_info.some((a) => a.family === 'inet'),
)!;
const ETH_V4 = ETH.addr_info.find((address) => address.family === 'inet')!;
/** A free host address in the wired port's own segment (its .2 below the broadcast address). */
const FREE_IP = ETH_V4.local.replace(/\.\d+$/, '.200');

const good = {
  flag: 'update',
  name: ETH.ifname,
  ipv4_method: 'static',
  ip: FREE_IP,
  mask: '24',
  gateway: ETH_V4.local.replace(/\.\d+$/, '.1'),
};

describe('reading the network', () => {
  it('answers this machine’s interfaces as `ip -j addr` has them', async () => {
    const answer = await read<NetInfo>('net_info');
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    const machine = ipAddr().filter((link) => !link.flags.includes('LOOPBACK'));
    expect(answer.data.interfaces.map((port) => port.name).sort()).toEqual(
      machine.map((link) => link.ifname).sort(),
    );
    for (const link of machine) {
      const port = answer.data.interfaces.find((candidate) => candidate.name === link.ifname)!;
      expect(port.mac).toBe(link.address ?? '');
      expect(port.mtu).toBe(link.mtu);
      const v4 = link.addr_info.filter((address) => address.family === 'inet');
      expect(port.ipv4.addresses.map((address) => `${address.address}/${address.prefix}`)).toEqual(
        v4.map((address) => `${address.local}/${address.prefixlen}`),
      );
      const v6 = link.addr_info.filter((address) => address.family === 'inet6');
      expect(port.ipv6.addresses.map((address) => address.address)).toEqual(
        v6.map((address) => address.local),
      );
    }
    const wired = answer.data.interfaces.find((port) => port.name === ETH.ifname)!;
    const route = JSON.parse(
      execFileSync('ip', ['-j', '-4', 'route', 'show', 'default'], { encoding: 'utf8' }),
    ) as {
      gateway: string;
      dev: string;
    }[];
    expect(wired.ipv4.gateway).toBe(route.find((entry) => entry.dev === ETH.ifname)?.gateway ?? null);
    expect(wired.carrier).toBe(readFileSync(`/sys/class/net/${ETH.ifname}/carrier`, 'utf8').trim() === '1');
    const resolvers = readFileSync('/etc/resolv.conf', 'utf8').match(/^nameserver\s+\S+/gm) ?? [];
    expect(answer.data.dns).toEqual(resolvers.map((line) => line.split(/\s+/)[1]));
  });

  it('answers the IPv6 view, the bond state, the status and how changes are applied', async () => {
    const v6 = await read<NetInfo>('net_info_6');
    expect(v6.data.family).toBe(6);
    expect(v6.data.interfaces.length).toBeGreaterThan(0);
    expect((await read('is_bond')).data).toEqual({ bonded: false, bonds: [] });
    expect((await read('show')).data).toEqual({ backend: 'dry-run', editable: true, dryRun: true });
    const status = await read<{ online: boolean; interface: string | null }>('get_net_status');
    expect(status.data.interface).toBe(ETH.ifname);
    const wifi = await read<NetInfo>('wifi_net_info');
    expect(wifi.data.interfaces.every((port) => port.kind === 'wifi')).toBe(true);
    const bad = await read('anything');
    expect(bad).toMatchObject({ success: false, code: 400, message: 'Invalid request' });
  });
});

describe('changing the network in dry-run', () => {
  it('answers the configuration it would write and changes nothing on the machine', async () => {
    const before = machineNetwork();
    const answer = await change({
      flag: 'update',
      name: ETH.ifname,
      ipv4_method: 'static',
      ip: FREE_IP,
      mask: '255.255.255.0',
      gateway: ETH_V4.local.replace(/\.\d+$/, '.1'),
      dns: '1.1.1.1, 2606:4700:4700::1111',
      ipv6_method: 'static',
      ip6: 'fd00::20',
      prefix6: '64',
      mtu: '1400',
    });
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    expect(answer.data.dryRun).toBe(true);
    expect(answer.data.backend).toBe('dry-run');
    const [file] = answer.data.files;
    const content = file!.content;
    if (file!.path.startsWith('/etc/systemd/network/')) {
      expect(file!.path).toBe(`/etc/systemd/network/10-coffer-${ETH.ifname}.network`);
      expect(content).toContain(`Name=${ETH.ifname}`);
      expect(content).toContain(`Address=${FREE_IP}/24`);
      expect(content).toContain('DNS=2606:4700:4700::1111');
      expect(content).toContain('Address=fd00::20/64');
      expect(content).toContain('MTUBytes=1400');
    } else {
      expect(file!.path).toBe(`/etc/network/interfaces.d/coffer-${ETH.ifname}`);
      expect(content).toContain(`iface ${ETH.ifname} inet static`);
      expect(content).toContain(`address ${FREE_IP}/24`);
    }
    expect(machineNetwork()).toBe(before);
    const row = test.device.audit.latest(5).find((entry) => entry.action === 'network.change');
    expect(row).toMatchObject({ category: 'setting', target: ETH.ifname, result: 'ok' });
  });

  it('renders a bond of two free ports and changes nothing', async () => {
    const free = (await read<NetInfo>('unbond_net_info')).data.interfaces.filter(
      (port) => port.kind !== 'wifi',
    );
    expect(free.length).toBeGreaterThanOrEqual(2);
    const before = machineNetwork();
    const ports = free.slice(0, 2).map((port) => port.name);
    const answer = await change({
      flag: 'create_bond',
      bond_mode: '1',
      ports: ports.join(','),
      ipv4_method: 'dhcp',
    });
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    const all = answer.data.files.map((file) => file.content).join('\n');
    expect(all).toMatch(/Mode=active-backup|bond-mode active-backup/);
    for (const port of ports) expect(all).toMatch(new RegExp(`Bond=bond0|bond-master bond0[\\s\\S]*${port}`));
    expect(machineNetwork()).toBe(before);
  });

  const other = ipAddr().find((link) => link.ifname !== ETH.ifname && !link.flags.includes('LOOPBACK'));

  it.each([
    ['a bad address', { ip: '192.0.2.300' }, 4005, 'Invalid IPv4 address'],
    ['a bad mask', { mask: '255.0.255.0' }, 4006, 'Invalid IPv4 mask'],
    ['a bad gateway', { gateway: 'gateway' }, 4007, 'Invalid IPv4 gateway'],
    ['a gateway in another segment', { gateway: '198.51.100.1' }, 4004, undefined],
    ['a bad DNS server', { dns: '1.1.1.1, 8.8.8' }, 4008, 'Invalid DNS address'],
    [
      'a bad IPv6 address',
      { ipv6_method: 'static', ip6: 'fd00::1::2', prefix6: '64' },
      'C134001',
      'Invalid IPv6 address',
    ],
    ['a bad MTU', { mtu: '70000' }, 'C134003', undefined],
    ['an unknown interface', { name: 'nosuch0' }, 404, 'The interface does not exist'],
    ['no interface', { name: '' }, 400, 'Invalid request'],
    ['an unknown flag', { flag: 'reformat' }, 400, 'Invalid request'],
    [
      'this port’s own address on another port',
      { name: other?.ifname ?? 'none', ip: ETH_V4.local },
      4009,
      undefined,
    ],
    [
      'a bond mode that does not exist',
      { flag: 'create_bond', bond_mode: 'fastest', ports: 'a,b' },
      4001,
      'Invalid bond mode',
    ],
    [
      'a bond of a missing port',
      { flag: 'create_bond', name: '', bond_mode: '0', ports: `${ETH.ifname},nosuch0` },
      404,
      undefined,
    ],
    [
      'a bond of one port',
      { flag: 'create_bond', name: '', bond_mode: '0', ports: ETH.ifname },
      400,
      undefined,
    ],
    [
      'a bond named as a port',
      { flag: 'create_bond', name: ETH.ifname, bond_mode: '0', ports: 'a,b' },
      400,
      undefined,
    ],
    ['removing a bond that is not one', { flag: 'remove_bond', name: ETH.ifname }, 404, undefined],
  ] as const)('%s answers its code and changes nothing', async (_what, fields, code, message) => {
    const before = machineNetwork();
    const answer = await change({ ...good, ...fields });
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: false, code });
    if (message) expect(answer.message).toBe(message);
    expect(machineNetwork()).toBe(before);
  });

  it('answers 4009 for an address a neighbour answers for', async () => {
    const neighbours = JSON.parse(execFileSync('ip', ['-j', 'neigh'], { encoding: 'utf8' })) as {
      dst: string;
      dev: string;
      lladdr?: string;
      state: string[];
    }[];
    const seen = neighbours.find(
      (entry) =>
        entry.dev === ETH.ifname &&
        entry.lladdr &&
        entry.dst.includes('.') &&
        !entry.state.includes('FAILED'),
    );
    expect(seen, 'the wired port has seen a neighbour (its gateway)').toBeDefined();
    const answer = await change({ ...good, ip: seen!.dst, gateway: '' });
    expect(answer).toMatchObject({ success: false, code: 4009 });
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: 'ip', code: 4009 })]);
  });

  it('answers every field’s problem at once, in the page’s language', async () => {
    const answer = await test.post<{ errors: { field: string; code: number; message: string }[] }>(
      '/settings',
      { ...good, ip: 'x', mask: '0.0.0.0', dns: 'nope' },
      { token },
    );
    expect(answer.code).toBe(4005);
    expect(answer.message).toBe('无效的 IPv4 地址');
    expect(answer.data.errors.map((error) => [error.field, error.code])).toEqual([
      ['ip', 4005],
      ['mask', 4006],
      ['dns', 4008],
    ]);
  });
});

describe('who may use the network calls', () => {
  it('refuses an ordinary user every network call, and writes nothing', async () => {
    const user = { username: 'netuser', password: 'Coffer-2026b' };
    await test.device.accounts.addUser({ ...user, mainRole: 3 });
    const userToken = await signIn(test, user);
    const before = test.device.audit.latest(1)[0]?.id;
    const answers = [
      await test.get('/settings?flag=net_info', { token: userToken }),
      await test.post('/settings', { ...good, ip: FREE_IP }, { token: userToken }),
      await test.post('/network/diagnose', { name: ETH.ifname }, { token: userToken }),
      await test.post('/wakeol/get_config', {}, { token: userToken }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ success: false, code: 'C100403' });
    const changes = test.device.audit
      .latest(10)
      .filter((row) => row.id > (before ?? 0) && row.action.startsWith('network.'));
    expect(changes).toEqual([]);
  });
});

describe('diagnosis and Wake-on-LAN', () => {
  it('diagnoses the wired port: its link is up and it has its address', async () => {
    const answer = await test.post<{ steps: { step: string; ok: boolean; detail: string }[] }>(
      '/network/diagnose',
      { name: ETH.ifname },
      { token },
    );
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    expect(answer.data.steps.map((step) => step.step)).toEqual(['link', 'address', 'gateway', 'dns']);
    expect(answer.data.steps[0]!.ok).toBe(true);
    expect(answer.data.steps[1]).toMatchObject({ ok: true });
    expect(answer.data.steps[1]!.detail).toContain(ETH_V4.local);
    const badPort = await test.post(
      '/network/diagnose',
      { name: ETH.ifname, host: '127.0.0.1', port: '70000' },
      { token },
    );
    expect(badPort).toMatchObject({ success: false, code: 'C134005' });
  });

  it('reaches a host’s port in the diagnosis', async () => {
    const port = new URL(test.baseUrl).port;
    const answer = await test.post<{ steps: { step: string; ok: boolean }[] }>(
      '/network/diagnose',
      { name: ETH.ifname, host: '127.0.0.1', port },
      { token },
    );
    expect(answer.data.steps.at(-1)).toMatchObject({ step: 'host', ok: true });
  });

  it('refuses Wake-on-LAN on a port that cannot tell it', async () => {
    const state = await test.post<{ interfaces: { name: string; supported: boolean }[] }>(
      '/wakeol/get_config',
      {},
      { token },
    );
    expect(state.success).toBe(true);
    const wired = state.data.interfaces.find((port) => port.name === ETH.ifname);
    if (findCommand('ethtool')) return expect(wired).toBeDefined();
    expect(wired).toMatchObject({ supported: false });
    const answer = await test.post('/wakeol/set_config', { name: ETH.ifname, enabled: '1' }, { token });
    expect(answer).toMatchObject({ success: false, code: 'C134007' });
  });
});
