import { CALLS, RECENT_LIMIT_DEFAULT, Role } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database.js';
import type { DeviceIdentity } from '../../device/identity.js';
import { assertStorageBooted } from '../../http/boot-guard.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { RebootSchedule } from '../../platform/reboot-schedule.js';
import type { Storage } from '../../start-storage.js';
import type { StorageBoot } from '../../storage/boot/storage-boot.js';
import { withLiveFreeSpace } from '../../storage/pools/live-free-space.js';
import { audited } from '../audit/audit-act.js';
import { callerOf } from '../files/file-caller.js';
import type { Files } from '../files/start-files.js';
import type { Monitor } from '../monitor/start-monitor.js';
import type { Quotas } from '../quota/quota-service.js';
import { deviceSummary } from './device-summary.js';
import { diskUsageOf } from './disk-usage.js';
import { homeSummary } from './home-summary.js';
import { masterInfo } from './master-info.js';
import { recentFilesOf } from './recent-files.js';
import type { RecentFilesStore } from './recent-files-store.js';

export interface SystemExtrasDeps {
  db: Db;
  identity: DeviceIdentity;
  reboot: RebootSchedule;
  monitor: Pick<Monitor, 'sampler' | 'disks'>;
  recent: RecentFilesStore;
  storageBoot: StorageBoot;
  /** The storage engine, files and quotas, asked at a call's time (they are wired after these routes). */
  storage: () => Pick<Storage, 'poolInfo' | 'pools' | 'alerts'>;
  files: () => Files;
  quotas: () => Quotas;
}

/** T3's remaining system calls (issue 17): root, home, recent, delay, diskusage3, auth/master, popup close. */
export function systemExtrasRoutes(app: FastifyInstance, deps: SystemExtrasDeps): void {
  const { db, identity, reboot, monitor, recent, storageBoot } = deps;

  registerPrivateCall(app, CALLS.systemSummary, ({ auth }) =>
    deviceSummary(identity, auth.mainRole !== Role.user),
  );

  registerPrivateCall(app, CALLS.authMaster, ({ auth }) => masterInfo(db, auth.user.id));

  registerPrivateCall(app, CALLS.systemDelay, async ({ payload, auth, request }) => {
    const act = {
      category: 'system',
      action: 'power.reboot_delay',
      detail: { minutes: payload.minutes },
    } as const;
    const answer = await audited(request, act, () => reboot.delay(payload.minutes));
    app.log.info({ event: 'power.reboot_delay', userid: auth.user.id, ...answer }, 'reboot postponed');
    return answer;
  });

  registerPrivateCall(app, CALLS.systemHome, async ({ auth }) => {
    assertStorageBooted(storageBoot);
    return homeSummary(
      {
        files: deps.files(),
        quotas: deps.quotas(),
        pools: () => deps.storage().poolInfo.currentPools(),
      },
      callerOf(auth),
    );
  });

  registerPrivateCall(app, CALLS.systemRecent, async ({ payload, auth }) => {
    assertStorageBooted(storageBoot);
    const limit = payload.limit ?? RECENT_LIMIT_DEFAULT;
    return { items: await recentFilesOf(recent, deps.files().resolver, callerOf(auth), limit) };
  });

  registerPrivateCall(app, CALLS.diskUsage3, async () => {
    assertStorageBooted(storageBoot);
    const storage = deps.storage();
    const info = await withLiveFreeSpace(await storage.poolInfo.current(), (id) =>
      storage.pools.mountPoint(id),
    );
    const pools = [...info.zspool.normal, ...info.zspool.super];
    return diskUsageOf(pools, monitor.disks.list(), monitor.sampler.current());
  });

  registerPrivateCall(app, CALLS.closePopupMsg, ({ payload, auth }) => {
    assertStorageBooted(storageBoot);
    const closed = deps.storage().alerts.close(payload.id, auth.user.id);
    if (closed) {
      app.log.info(
        { event: 'system.alert.closed', userid: auth.user.id, id: payload.id },
        'system alert closed by a person',
      );
    }
    return { id: payload.id, closed: closed ? (1 as const) : (0 as const) };
  });
}
