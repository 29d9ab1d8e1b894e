/**
 * The remaining settings and device calls against a real daemon over HTTP: the UPS (none on this
 * machine), the power plan schedule (this machine cannot wake itself), the operations
 * administrator's settings areas, the office viewer, the VM check and the access point. Each refusal
 * changes nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  CALLS,
  Code,
  NOT_CONFIGURED,
  RTC_WAKEALARM,
  UPS_SYSFS_ROOT,
  type ApStatus,
  type PpsState,
  type SubAdminPerms,
  type UpsInfo,
  type UpsPolicy,
  type VmCheck,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEachRole, startTestDevice, type RoleTokens, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
let tokens: RoleTokens;
const PASSWORD = 'Coffer-2026a';
const powerRequests: string[] = [];

beforeAll(async () => {
  // The daemon's PowerSwitch acts on nothing here: the test collects what it is asked.
  test = await startTestDevice((device) => device.power.onRequest((action) => powerRequests.push(action)));
  tokens = await signInEachRole(test, PASSWORD);
}, 60_000);
afterAll(async () => {
  await test?.close();
});

const post = <T>(path: string, body: Record<string, unknown> = {}, token = tokens.owner) =>
  test.post<T>(path, body, { token, headers: { 'accept-language': 'en' } });
const get = <T>(path: string, token = tokens.owner) =>
  test.get<T>(path, { token, headers: { 'accept-language': 'en' } });
const actionsSince = (id: number) =>
  test.device.audit
    .latest(50)
    .filter((row) => row.id > id)
    .map((row) => `${row.username ?? '-'} ${row.action} ${row.result}`)
    .reverse();
const lastAuditId = () => test.device.audit.latest(1)[0]?.id ?? 0;

describe('UPS', () => {
  it('answers that no UPS is connected, and where it looked', async () => {
    const info = await get<UpsInfo>(CALLS.upsInfo.path, tokens.ops);
    expect(info.success).toBe(true);
    expect(info.data).toMatchObject({ present: false, looked: UPS_SYSFS_ROOT, units: [], watching: false });
    expect(info.data.policy).toEqual({ mode: 'minutes', minutes: 5, level: 20, enabled: false });
    expect((await get(CALLS.upsInfo.path, tokens.alice)).code).toBe(Code.forbidden);
  });

  it('stores the policy and the switch in SQLite, refuses limits out of range', async () => {
    const before = lastAuditId();
    const set = await post<UpsPolicy>(CALLS.upsSetting.path, { mode: 'level', level: '35' });
    expect(set.data).toEqual({ mode: 'level', minutes: 5, level: 35, enabled: false });
    const bad = await post(CALLS.upsSetting.path, { mode: 'minutes', minutes: '500' });
    expect(bad.code).toBe(Code.invalidParam);
    const on = await post<UpsPolicy>(CALLS.upsSwitch.path, { enable: '1' }, tokens.ops);
    expect(on.data.enabled).toBe(true);
    const row = test.device.db.prepare("SELECT value FROM meta WHERE key = 'ups.policy'").get() as {
      value: string;
    };
    expect(JSON.parse(row.value)).toEqual({ mode: 'level', minutes: 5, level: 35, enabled: true });
    const info = await get<UpsInfo>(CALLS.upsInfo.path);
    // Enabled, but with no UPS there is nothing to watch.
    expect(info.data).toMatchObject({ present: false, watching: false, policy: { enabled: true } });
    expect(actionsSince(before)).toEqual(['owner ups.setting ok', 'ops ups.switch ok']);
    expect(powerRequests).toEqual([]);
  });

  it('refuses the built-in battery setting: this device has none', async () => {
    const answer = await post(CALLS.upsBuiltInBattery.path, { enable: '1' });
    expect(answer).toMatchObject({ success: false, code: Code.upsNoBuiltInBattery });
    expect(answer.message).toBe('This device has no built-in battery');
  });
});

describe('power plan schedule', () => {
  const entries = [
    { action: 'shutdown', days: [1, 2, 3, 4, 5], time: '23:30' },
    { action: 'shutdown', days: [0, 6], time: '22:00' },
  ];

  it('stores weekly shutdowns and answers the next one', async () => {
    const empty = await post<PpsState>(CALLS.ppsLoad.path, {}, tokens.ops);
    expect(empty.data).toMatchObject({ entries: [], nextShutdown: null, nextWake: null });
    const set = await post<PpsState>(CALLS.ppsSet.path, { entries: JSON.stringify(entries) });
    expect(set.success, JSON.stringify(set)).toBe(true);
    expect(set.data.entries).toEqual(entries);
    const next = new Date(set.data.nextShutdown! * 1000);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(2 * 24 * 3600_000);
    expect(['23:30', '22:00']).toContain(
      `${String(next.getHours()).padStart(2, '0')}:${String(next.getMinutes()).padStart(2, '0')}`,
    );
    expect((await post<PpsState>(CALLS.ppsLoad.path)).data.entries).toEqual(entries);
  });

  it('refuses a wake-up on a machine that cannot wake itself, and the master’s schedule to others', async () => {
    const canWake = existsSync(RTC_WAKEALARM);
    const load = await post<PpsState>(CALLS.ppsLoad.path);
    expect(load.data.canWake).toBe(canWake);
    if (!canWake) {
      const wake = await post(CALLS.ppsSet.path, {
        entries: JSON.stringify([...entries, { action: 'wake', days: [1], time: '07:00' }]),
      });
      expect(wake.code).toBe(Code.ppsNoWake);
    }
    const tooMany = Array.from({ length: 11 }, (_, day) => ({
      action: 'shutdown',
      days: [day % 7],
      time: `1${day % 10}:00`,
    }));
    expect((await post(CALLS.ppsSet.path, { entries: JSON.stringify(tooMany) })).code).toBe(Code.ppsTooMany);
    expect((await post(CALLS.ppsSet.path, { entries: '[]' }, tokens.ops)).code).toBe(Code.forbidden);
    expect((await post<PpsState>(CALLS.ppsLoad.path)).data.entries).toEqual(entries);
  });
});

describe('operations administrator areas', () => {
  const ip = execFileSync('ip', ['-j', '-4', 'addr'], { encoding: 'utf8' });
  const eth = (JSON.parse(ip) as { ifname: string; addr_info: { local: string }[] }[]).find(
    (link) => link.ifname !== 'lo' && link.addr_info.length > 0,
  )!;
  const change = {
    flag: 'update',
    name: eth.ifname,
    ipv4_method: 'static',
    ip: eth.addr_info[0]!.local.replace(/\.\d+$/, '.200'),
    mask: '24',
  };

  it('opens every area by default', async () => {
    const perms = await post<SubAdminPerms>(CALLS.subPermLoad.path, {}, tokens.ops);
    expect(perms.data).toEqual({
      network: true,
      time: true,
      hardware: true,
      fileServices: true,
      device: true,
    });
  });

  it('refuses role 2 a network change once the master closes the area, and allows it again after', async () => {
    const allowed = await post('/settings', change, tokens.ops);
    expect(allowed.success, JSON.stringify(allowed)).toBe(true);

    expect((await post(CALLS.subPermSet.path, { network: '0' }, tokens.ops)).code).toBe(Code.forbidden);
    const closed = await post<SubAdminPerms>(CALLS.subPermSet.path, { network: '0' });
    expect(closed.data).toMatchObject({ network: false, time: true });

    const before = lastAuditId();
    const refused = await post('/settings', change, tokens.ops);
    expect(refused).toMatchObject({ success: false, code: Code.subAdminAreaClosed });
    expect(refused.message).toBe(
      'The master administrator has not allowed operations administrators to change network settings',
    );
    // Nothing ran: no network change was recorded.
    expect(actionsSince(before)).toEqual([]);
    // Reads stay open, and the master is never refused.
    expect((await get('/settings?flag=net_info', tokens.ops)).success).toBe(true);
    expect((await post('/settings', change)).success).toBe(true);
    // Another area stays open.
    expect((await post(CALLS.upsSwitch.path, { enable: '0' }, tokens.ops)).success).toBe(true);

    await post(CALLS.subPermSet.path, { network: '1' });
    expect((await post('/settings', change, tokens.ops)).success).toBe(true);
    const rows = actionsSince(before);
    expect(rows).toContain('owner subadmin.perm.set ok');
    expect(rows.filter((row) => row.startsWith('ops network.change'))).toHaveLength(1);
  });

  it('closes hardware and file-service changes alike; a service’s read stays open', async () => {
    await post(CALLS.subPermSet.path, { hardware: 'false', fileServices: 'false' });
    expect((await post(CALLS.upsSetting.path, { mode: 'minutes' }, tokens.ops)).code).toBe(
      Code.subAdminAreaClosed,
    );
    expect((await post('/api/fileshare_service/ftp/enable', { enable: '1' }, tokens.ops)).code).toBe(
      Code.subAdminAreaClosed,
    );
    expect((await post('/api/fileshare_service/ftp/config', {}, tokens.ops)).success).toBe(true);
    expect((await get<UpsInfo>(CALLS.upsInfo.path, tokens.ops)).success).toBe(true);
    await post(CALLS.subPermSet.path, { hardware: '1', fileServices: '1' });
    expect((await post(CALLS.upsSetting.path, { mode: 'minutes' }, tokens.ops)).success).toBe(true);
  });
});

describe('services this machine does not have', () => {
  it('office viewer: not configured, and saving it is refused with 510', async () => {
    expect((await post(CALLS.officeGetConfig.path, {}, tokens.alice)).data).toEqual({
      configured: false,
      provider: null,
    });
    expect((await post(CALLS.officeSaveConfig.path, { data: '{}' })).code).toBe(NOT_CONFIGURED);
  });

  it('VM check: KVM as the machine has it, and no VM service', async () => {
    const answer = await post<VmCheck>(CALLS.vmServiceCheck.path, {}, tokens.alice);
    const kvm = existsSync('/dev/kvm');
    expect(answer.data).toEqual({ available: false, kvm, reason: kvm ? 'serviceMissing' : 'noKvm' });
  });

  it('access point: no Wi-Fi adapter, so opening one is refused', async () => {
    const status = await get<ApStatus>(CALLS.apStatus.path, tokens.ops);
    expect(status.data).toEqual({ present: false, looked: '/sys/class/net', adapters: [] });
    expect((await post(CALLS.apOpen.path, { ssid: 'Coffer' })).code).toBe(Code.apNoWifi);
    expect((await post(CALLS.apSwitch.path, { enable: '1' })).code).toBe(Code.apNoWifi);
  });
});
