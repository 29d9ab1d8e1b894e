/**
 * The settings app's device calls against a real daemon over HTTP: the name in every answer that
 * carries it, the machine's facts, the dry-run clock (the test machine's clock and zone never
 * change), wallpapers made by sharp under the data directory, disk standby on a real loop-backed
 * disk (which has none), the absent LEDs and fans, and the notice switches; each refusal changes
 * nothing and writes its audit row.
 */
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import {
  CALLS,
  Code,
  SESSION_COOKIE,
  WALLPAPER_MAX_HEIGHT,
  WALLPAPER_MAX_WIDTH,
  WALLPAPER_UPLOAD_MAX_BYTES,
  type ClockChange,
  type DeviceHardware,
  type Envelope,
  type HardwareState,
  type NoticeSettings,
  type PollResponse,
  type PcSetting,
  type TimeState,
} from '@coffer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_DRY_RUN_FILE } from '../../src/modules/device-settings/start-device-settings.js';
import { openPushPage } from '../support/push-page.js';
import { setSmartTemperature } from '../support/smart-heat.js';
import {
  sendCredentials,
  signInEachRole,
  startTestDevice,
  type RoleTokens,
  type TestDevice,
} from '../support/test-device.js';

let test: TestDevice;
let tokens: RoleTokens;
const PASSWORD = 'Coffer-2026a';

beforeAll(async () => {
  test = await startTestDevice();
  tokens = await signInEachRole(test, PASSWORD);
}, 60_000);
afterAll(async () => {
  await test?.close();
});

interface AuditRow {
  id: number;
  username: string;
  action: string;
  target: string;
  result: string;
}
const auditRows = () => test.device.db.prepare('SELECT * FROM audit_log ORDER BY id').all() as AuditRow[];
const newestId = () => auditRows().at(-1)?.id ?? 0;
const rowsAfter = (id: number) =>
  auditRows()
    .filter((row) => row.id > id)
    .map((row) => [row.username, row.action, row.target, row.result]);
const post = <T>(path: string, body: Record<string, unknown> = {}, token = tokens.owner) =>
  test.post<T>(path, body, { token });

describe('device name', () => {
  it('renames the device: /system/versions, /key/pub and meta carry the new name', async () => {
    const before = newestId();
    const renamed = await post<{ name: string }>(CALLS.deviceRename.path, { name: '财务部 NAS' }, tokens.ops);
    expect(renamed).toMatchObject({ success: true, data: { name: '财务部 NAS' } });
    expect((await test.post<{ name: string }>(CALLS.versions.path)).data.name).toBe('财务部 NAS');
    expect((await test.get<{ name: string }>(CALLS.keyPub.path)).data.name).toBe('财务部 NAS');
    const row = test.device.db.prepare("SELECT value FROM meta WHERE key = 'device_name'").get() as {
      value: string;
    };
    expect(row.value).toBe('财务部 NAS');
    expect(rowsAfter(before)).toEqual([['ops', 'device.rename', '财务部 NAS', 'ok']]);
  });

  it('refuses a bad name or an ordinary user, and the name stays', async () => {
    for (const name of ['', ' padded', 'x'.repeat(33), '<b>bold</b>', 'a/b']) {
      const before = newestId();
      const answer = await post(CALLS.deviceRename.path, { name });
      expect(answer.code, name).toBe(Code.deviceNameInvalid);
      expect(rowsAfter(before).map((row) => row[3])).toEqual([Code.deviceNameInvalid]);
    }
    expect((await post(CALLS.deviceRename.path, { name: 'Mine' }, tokens.alice)).code).toBe(Code.forbidden);
    expect((await test.post<{ name: string }>(CALLS.versions.path)).data.name).toBe('财务部 NAS');
  });
});

describe('hardware facts', () => {
  it('reads the processor, memory, kernel and uptimes from the machine', async () => {
    const facts = await post<DeviceHardware>(CALLS.deviceHardware.path);
    expect(facts.success).toBe(true);
    expect(facts.data).toMatchObject({
      hostname: os.hostname(),
      cpu_cores: os.availableParallelism(),
      memory_bytes: os.totalmem(),
      kernel: `Linux ${os.release()}`,
      arch: os.arch(),
    });
    expect(facts.data.cpu_model.length).toBeGreaterThan(0);
    expect(facts.data.os).toMatch(/\S/);
    expect(facts.data.machine_uptime).toBeGreaterThanOrEqual(facts.data.daemon_uptime);
    expect((await post(CALLS.deviceHardware.path, {}, tokens.alice)).code).toBe(Code.forbidden);
  });
});

describe('time', () => {
  const recordFile = () => join(test.dataDir, CLOCK_DRY_RUN_FILE);
  const records = () =>
    existsSync(recordFile())
      ? readFileSync(recordFile(), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { words: string[] })
      : [];

  it('lists the zoneinfo zones, the current zone and what keeps the clock, in dry-run mode', async () => {
    const state = await post<TimeState>(CALLS.timeLoad.path);
    expect(state.success).toBe(true);
    expect(state.data.mode).toBe('dry-run');
    expect(state.data.zones).toEqual(expect.arrayContaining(['Asia/Shanghai', 'Europe/Paris', 'UTC']));
    expect(state.data.zones).not.toContain('posix/Asia/Shanghai');
    expect(state.data.zones).toContain(state.data.zone);
    expect(Math.abs(state.data.now - Date.now())).toBeLessThan(5000);
    expect(['systemd-timesyncd', 'chrony', 'ntpsec', 'ntp', 'none']).toContain(state.data.ntp.service);
    if (state.data.ntp.service === 'none')
      expect(state.data.ntp).toEqual({ service: 'none', active: false, servers: [] });
  });

  it('records the zone and time it would set, and the machine keeps its own', async () => {
    const localtime = readlinkSync('/etc/localtime');
    const before = newestId();
    const answer = await post<ClockChange>(CALLS.timeSet.path, {
      zone: 'Asia/Shanghai',
      time: 1_900_000_000,
    });
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({ zone: 'Asia/Shanghai', time: 1_900_000_000, mode: 'dry-run' });
    expect(answer.data.steps).toEqual(
      expect.arrayContaining([
        'ln -sf /usr/share/zoneinfo/Asia/Shanghai /etc/localtime',
        'echo Asia/Shanghai > /etc/timezone',
        'date -u -s @1900000000',
      ]),
    );
    expect(records().at(-1)?.words).toEqual(answer.data.steps);
    expect(readlinkSync('/etc/localtime')).toBe(localtime);
    expect(Math.abs(Date.now() / 1000 - 1_900_000_000)).toBeGreaterThan(1_000_000);
    expect(rowsAfter(before)).toEqual([['owner', 'time.set', '', 'ok']]);
  });

  it('refuses an unknown zone, a time out of range, or nothing, and records nothing', async () => {
    const recorded = records().length;
    for (const [body, code] of [
      [{ zone: 'Mars/Olympus' }, Code.timeZoneUnknown],
      [{ zone: '../../../etc/passwd' }, Code.timeZoneUnknown],
      [{ time: 100 }, Code.timeOutOfRange],
      [{ zone: 'UTC', time: 9_999_999_999 }, Code.timeOutOfRange],
      [{}, Code.clockNothingToDo],
      [{ time: 'soon' }, Code.invalidParam],
    ] as const) {
      expect((await post(CALLS.timeSet.path, body)).code, JSON.stringify(body)).toBe(code);
    }
    expect((await post(CALLS.timeSet.path, { zone: 'UTC' }, tokens.alice)).code).toBe(Code.forbidden);
    expect(records().length).toBe(recorded);
  });
});

describe('appearance', () => {
  const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 3200, height = 1800) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .toFormat(format)
      .toBuffer();
  async function upload(token: string, body: Buffer): Promise<Envelope<PcSetting>> {
    const response = await test.raw(CALLS.settingWallpaper.path, {
      method: 'POST',
      headers: { token, 'content-type': 'application/octet-stream' },
      body,
    });
    return (await response.json()) as Envelope<PcSetting>;
  }
  const image = (token: string, v = '') =>
    test.raw(`${CALLS.settingWallpaperImage.path}?v=${v}`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
  const wallpaperFiles = () => join(test.dataDir, 'wallpapers');

  it('starts from the defaults, keeps a change per user in PCSetting', async () => {
    expect((await post<PcSetting>(CALLS.settingLoad.path, {}, tokens.alice)).data).toEqual({
      wallpaper: 'aurora',
      theme: 'system',
      custom_wallpaper: 0,
    });
    const changed = await post<PcSetting>(
      CALLS.settingChange.path,
      { theme: 'dark', wallpaper: 'dusk' },
      tokens.alice,
    );
    expect(changed.data).toEqual({ wallpaper: 'dusk', theme: 'dark', custom_wallpaper: 0 });
    expect((await post<PcSetting>(CALLS.settingLoad.path, {}, tokens.alice)).data).toEqual(changed.data);
    expect((await post<PcSetting>(CALLS.settingLoad.path, {}, tokens.ops)).data.theme).toBe('system');
    const kv = await post<{ value: string }>(CALLS.kvLoad.path, { k: 'PCSetting' }, tokens.alice);
    expect(JSON.parse(kv.data.value)).toEqual(changed.data);
  });

  it('refuses an unknown wallpaper or theme, and the uploaded one before any upload', async () => {
    expect((await post(CALLS.settingChange.path, { wallpaper: 'lava' }, tokens.alice)).code).toBe(
      Code.invalidParam,
    );
    expect((await post(CALLS.settingChange.path, { theme: 'neon' }, tokens.alice)).code).toBe(
      Code.invalidParam,
    );
    expect((await post(CALLS.settingChange.path, { wallpaper: 'custom' }, tokens.alice)).code).toBe(
      Code.wallpaperMissing,
    );
    expect((await post<PcSetting>(CALLS.settingLoad.path, {}, tokens.alice)).data.wallpaper).toBe('dusk');
    expect((await image(tokens.alice)).status).toBe(404);
  });

  it('re-encodes an upload to fit the screen, serves it only to its owner, and chooses it', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const set = await upload(tokens.alice, await picture(format));
      expect(set.success, format).toBe(true);
      expect(set.data).toMatchObject({ wallpaper: 'custom', theme: 'dark' });
      const served = await image(tokens.alice, String(set.data.custom_wallpaper));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(WALLPAPER_MAX_WIDTH);
      expect(meta.height).toBeLessThanOrEqual(WALLPAPER_MAX_HEIGHT);
      expect(meta.width! / meta.height!).toBeCloseTo(3200 / 1800, 1);
    }
    expect((await image(tokens.ops)).status).toBe(404);
    const anonymous = await test.raw(CALLS.settingWallpaperImage.path);
    expect(anonymous.headers.get('content-type')).not.toBe('image/webp');
    expect(((await anonymous.json()) as Envelope<unknown>).success).toBe(false);
  });

  it('refuses what is not a picture, or too large a file, and keeps the stored wallpaper', async () => {
    const version = (await post<PcSetting>(CALLS.settingLoad.path, {}, tokens.alice)).data.custom_wallpaper;
    const stored = readFileSync(
      join(
        wallpaperFiles(),
        `${(test.device.db.prepare("SELECT id FROM users WHERE username = 'alice'").get() as { id: number }).id}.webp`,
      ),
    );
    expect((await upload(tokens.alice, Buffer.from('not a picture at all'))).code).toBe(
      Code.wallpaperNotImage,
    );
    expect((await upload(tokens.alice, await picture('gif', 64, 64))).code).toBe(Code.wallpaperNotImage);
    const huge = Buffer.alloc(WALLPAPER_UPLOAD_MAX_BYTES + 1, 1);
    expect((await upload(tokens.alice, huge)).code).toBe(Code.wallpaperTooLarge);
    expect((await post<PcSetting>(CALLS.settingLoad.path, {}, tokens.alice)).data.custom_wallpaper).toBe(
      version,
    );
    const served = Buffer.from(await (await image(tokens.alice)).arrayBuffer());
    expect(served.equals(stored)).toBe(true);
  });
});

let serial = '';

describe('hardware controls', () => {
  beforeAll(async () => {
    serial = (await test.device.bays.insert('sata1', { size: '64M' })).serial;
    const deadline = Date.now() + 20_000;
    while (!test.device.disks.list().some((disk) => disk.sn === serial)) {
      if (Date.now() > deadline) throw new Error('the inserted disk did not appear');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 30_000);

  it('lists the loop-backed disk as without standby, and the machine as without LEDs or fans', async () => {
    const state = await post<HardwareState>(CALLS.diskStatics.path);
    expect(state.success).toBe(true);
    const disk = state.data.disks.find((entry) => entry.sn === serial);
    expect(disk).toMatchObject({ supported: false, reason: 'virtual', minutes: 0 });
    expect(disk?.dev).toMatch(/^\/dev\/loop\d+$/);
    expect(state.data.leds).toEqual(existsSync('/sys/class/leds') ? expect.any(Array) : []);
    expect(state.data.fans).toEqual(existsSync('/sys/class/hwmon') ? expect.any(Array) : []);
  });

  it('answers a clear code for standby on that disk, an unknown disk, LEDs and fans, changing nothing', async () => {
    const before = newestId();
    expect((await post(CALLS.diskSleepSet.path, { sn: serial, minutes: 30 })).code).toBe(
      Code.diskSleepUnsupported,
    );
    expect((await post(CALLS.diskSleepCheck.path, { sn: serial })).code).toBe(Code.diskSleepUnsupported);
    expect((await post(CALLS.diskSleepSet.path, { sn: serial, minutes: 45 })).code).toBe(
      Code.diskSleepMinutes,
    );
    expect((await post(CALLS.diskSleepSet.path, { sn: 'NO-SUCH-DISK', minutes: 30 })).code).toBe(
      Code.diskNotFound,
    );
    expect((await post(CALLS.ledSet.path, { name: 'power', on: 1 })).code).toBe(Code.ledAbsent);
    expect((await post(CALLS.fanSet.path, { name: 'hwmon0/pwm1', mode: 'full' })).code).toBe(Code.fanAbsent);
    expect((await post(CALLS.fanSet.path, { name: 'hwmon0/pwm1', mode: 'loud' })).code).toBe(
      Code.invalidParam,
    );
    expect(rowsAfter(before).map((row) => [row[1], row[3]])).toEqual([
      ['disk.sleep.set', Code.diskSleepUnsupported],
      ['disk.sleep.set', Code.diskSleepMinutes],
      ['disk.sleep.set', Code.diskNotFound],
      ['led.set', Code.ledAbsent],
      ['fan.set', Code.fanAbsent],
    ]);
    const kept = test.device.db
      .prepare("SELECT COUNT(*) AS n FROM meta WHERE key LIKE 'disk_sleep.%'")
      .get() as {
      n: number;
    };
    expect(kept.n).toBe(0);
  });
});

describe('notices', () => {
  it('lists every event on by default, turns one off for the device, and keeps it', async () => {
    const loaded = await post<NoticeSettings>(CALLS.noticeLoad.path, {}, tokens.ops);
    expect(loaded.data.events.every((entry) => entry.enabled)).toBe(true);
    expect(loaded.data.events.map((entry) => entry.event)).toEqual([
      'temperature',
      'smart',
      'capacity',
      'raidsync',
      'new_device',
    ]);
    const off = await post<NoticeSettings>(
      CALLS.noticeSet.path,
      { event: 'new_device', enabled: 0 },
      tokens.ops,
    );
    expect(off.data.events.find((entry) => entry.event === 'new_device')?.enabled).toBe(false);
    expect((await post<NoticeSettings>(CALLS.noticeLoad.path)).data).toEqual(off.data);
    expect((await post(CALLS.noticeSet.path, { event: 'coffee', enabled: 0 })).code).toBe(Code.invalidParam);
    expect((await post(CALLS.noticeLoad.path, {}, tokens.alice)).code).toBe(Code.forbidden);
    const on = await post<NoticeSettings>(CALLS.noticeSet.path, { event: 'new_device', enabled: 1 });
    expect(on.data.events.every((entry) => entry.enabled)).toBe(true);
  });

  it('does not warn of a new-device sign-in while that notice is off', async () => {
    const signInFrom = async (deviceId: string) => {
      const answer = await sendCredentials<{ token: string }>(
        test,
        `/auth/login?device_id=${deviceId}&device=PC%20Chromium&plat=web`,
        { username: 'alice', password: PASSWORD },
        { keep_login: 0 },
      );
      return answer.data.token;
    };
    const report = (token: string, deviceId: string, device: string) =>
      test.post(
        '/action/report/login',
        { deviceId, device, platform: 'Linux', browser: 'Chromium' },
        { token },
      );
    const desk = await signInFrom('desk-a');
    const deskPage = await openPushPage(test, desk, 'desk-a');
    await deskPage.next('registered');
    await report(desk, 'desk-a', 'Desk');

    await post(CALLS.noticeSet.path, { event: 'new_device', enabled: 0 });
    const before = newestId();
    await report(await signInFrom('laptop-b'), 'laptop-b', 'Laptop');
    // The sign-in is still in the audit log: only the notice is off.
    expect(rowsAfter(before).map((row) => row[1])).toContain('signin.new-device');
    await post(CALLS.noticeSet.path, { event: 'new_device', enabled: 1 });
    await report(await signInFrom('phone-c'), 'phone-c', 'Phone');
    expect(await deskPage.next('new_device_login')).toMatchObject({ data: { device: 'Phone' } });
    expect(deskPage.frames.filter((frame) => frame.type === 'new_device_login')).toHaveLength(1);
    deskPage.close();
  });

  it('leaves a turned-off kind of alert out of the poll, and shows it again when turned on', async () => {
    const alerts = async () =>
      (await post<PollResponse>('/system/polling2')).data.popup_msgs.map((alert) => alert.kind);
    await test.device.disks.poll();
    for (let i = 0; i < 3; i += 1) await test.device.alerts.sampleNow();
    setSmartTemperature(test, serial, 80);
    for (let i = 0; i < 4; i += 1) await test.device.alerts.sampleNow();
    expect(await alerts()).toContain('temperature');
    await post(CALLS.noticeSet.path, { event: 'temperature', enabled: 0 });
    expect(await alerts()).not.toContain('temperature');
    await post(CALLS.noticeSet.path, { event: 'temperature', enabled: 1 });
    expect(await alerts()).toContain('temperature');
  });
});
