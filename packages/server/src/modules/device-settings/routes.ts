import type { Readable } from 'node:stream';
import { CALLS } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open-database.js';
import type { DeviceIdentity } from '../../device/identity.js';
import { binaryBodyOf } from '../../http/binary-body.js';
import { registerPrivateCall, registerRawPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { AppearanceService } from './appearance/appearance-service.js';
import { assertWallpaperSize } from './appearance/wallpaper-picture.js';
import type { ClockService } from './clock/clock-service.js';
import { renameDevice } from './device-name.js';
import type { DiskSleepControl } from './hardware/disk-sleep.js';
import type { MachineControls } from './hardware/machine-controls.js';
import { readHardwareFacts } from './hardware-facts.js';
import type { NoticeSettings } from './notices/notice-settings.js';

export interface DeviceSettingsDeps {
  db: Db;
  identity: DeviceIdentity;
  clock: ClockService;
  appearance: AppearanceService;
  notices: NoticeSettings;
  controls: MachineControls;
  /** Disk standby needs the storage engine's disk list: undefined until it exists. */
  diskSleep: () => DiskSleepControl;
}

/** The upload's bytes; its declared size is checked before one is read, and again as they come. */
async function uploadOf(request: FastifyRequest): Promise<Buffer> {
  const { stream, length } = binaryBodyOf(request);
  assertWallpaperSize(length);
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of stream as Readable) {
    read += (chunk as Buffer).length;
    assertWallpaperSize(read);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The settings app's device calls (contract `calls/device-settings.ts`); each device change is audited. */
export function deviceSettingsRoutes(app: FastifyInstance, deps: DeviceSettingsDeps): void {
  const { db, identity, clock, appearance, notices, controls } = deps;

  registerPrivateCall(app, CALLS.deviceRename, ({ payload, request }) =>
    audited(
      request,
      { category: 'setting', action: 'device.rename', target: payload.name.slice(0, 64) },
      () => ({
        name: renameDevice(db, identity, payload.name),
      }),
    ),
  );
  registerPrivateCall(app, CALLS.deviceHardware, () => readHardwareFacts());

  registerPrivateCall(app, CALLS.timeLoad, () => clock.load());
  registerPrivateCall(app, CALLS.timeSet, ({ payload, request }) =>
    audited(
      request,
      {
        category: 'setting',
        action: 'time.set',
        detail: { zone: payload.zone ?? null, time: payload.time ?? null },
      },
      () => clock.set(payload),
    ),
  );

  registerPrivateCall(app, CALLS.settingLoad, ({ auth }) => appearance.load(auth.user.id));
  registerPrivateCall(app, CALLS.settingChange, ({ auth, payload }) =>
    appearance.change(auth.user.id, payload),
  );
  registerPrivateCall(app, CALLS.settingWallpaper, async ({ auth, request }) =>
    appearance.upload(auth.user.id, await uploadOf(request)),
  );
  registerRawPrivateCall(app, CALLS.settingWallpaperImage, async ({ auth, request, reply }) => {
    const picture = appearance.picture(auth.user.id);
    request.answerCode = 200;
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, max-age=86400')
      .send(picture);
  });

  registerPrivateCall(app, CALLS.diskStatics, async () => {
    const [disks, leds, fans] = await Promise.all([
      deps.diskSleep().list(),
      controls.leds(),
      controls.fans(),
    ]);
    return { disks, leds, fans };
  });
  registerPrivateCall(app, CALLS.diskSleepCheck, async ({ payload }) => ({
    sn: payload.sn,
    state: await deps.diskSleep().check(payload.sn),
  }));
  registerPrivateCall(app, CALLS.diskSleepSet, ({ payload, request }) =>
    audited(
      request,
      {
        category: 'setting',
        action: 'disk.sleep.set',
        target: payload.sn,
        detail: { minutes: payload.minutes },
      },
      async () => ({ sn: payload.sn, minutes: await deps.diskSleep().set(payload.sn, payload.minutes) }),
    ),
  );
  registerPrivateCall(app, CALLS.ledSet, ({ payload, request }) =>
    audited(
      request,
      { category: 'setting', action: 'led.set', target: payload.name, detail: { on: payload.on } },
      async () => {
        await controls.setLed(payload.name, payload.on);
        return { name: payload.name, on: payload.on };
      },
    ),
  );
  registerPrivateCall(app, CALLS.fanSet, ({ payload, request }) =>
    audited(
      request,
      { category: 'setting', action: 'fan.set', target: payload.name, detail: { mode: payload.mode } },
      async () => {
        await controls.setFan(payload.name, payload.mode);
        return { name: payload.name, mode: payload.mode };
      },
    ),
  );

  registerPrivateCall(app, CALLS.noticeLoad, () => notices.load());
  registerPrivateCall(app, CALLS.noticeSet, ({ payload, request }) =>
    audited(
      request,
      {
        category: 'setting',
        action: 'notice.set',
        target: payload.event,
        detail: { enabled: payload.enabled },
      },
      () => notices.set(payload.event, payload.enabled),
    ),
  );
}
