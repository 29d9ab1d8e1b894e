import { CALLS, type NewDeviceLoginPushData } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database.js';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { UserCenter } from '../accounts/user-center.js';
import { auditAct } from '../audit/audit-act.js';
import type { PushHub } from '../push/push-hub.js';
import { ActionFeed } from './action-feed.js';
import { KnownDevices } from './known-devices.js';

export interface NewDeviceDeps {
  db: Db;
  push: PushHub;
  center: UserCenter;
  /** Whether the new-device warning is raised at all (settings, sysNotice); always by default. */
  warns?: () => boolean;
  now?: () => number;
}

/**
 * The page's login report and the new-device notice (ACCT-03, ACCT-10, PUSH-07): the first report
 * from a device the account never used writes one `signin.new-device` row and warns the account's
 * other pages; "disable this account now" is the caller's own emergency lock.
 */
export function newDeviceRoutes(
  app: FastifyInstance,
  { db, push, center, warns = () => true, now = Date.now }: NewDeviceDeps,
): void {
  const feed = new ActionFeed(db);
  const devices = new KnownDevices(db);

  registerPrivateCall(app, CALLS.actionReportLogin, ({ payload, auth, request }) => {
    const newAddress = !feed.signedInBefore(auth.user.id, request.ip);
    const deviceId = payload.deviceId || auth.session.device_id;
    // A page that names no device cannot be told apart from any other: nothing to remember.
    if (!deviceId) return { newAddress, newDevice: false };
    const device = payload.device || auth.session.device;
    const at = now();
    const verdict = devices.see(auth.user.id, { deviceId, device, ip: request.ip, at });
    if (!verdict.unseen) return { newAddress, newDevice: false };

    auditAct(request, {
      category: 'signin',
      action: 'signin.new-device',
      target: auth.user.username,
      detail: {
        device,
        platform: payload.platform,
        browser: payload.browser,
        newAddress,
        firstDevice: !verdict.hadOthers,
      },
    });
    // The account's first device warns nobody: there is no other device of theirs to compare with.
    if (verdict.hadOthers && warns()) {
      const data: NewDeviceLoginPushData = {
        uid: auth.user.id,
        username: auth.user.username,
        device,
        platform: payload.platform || auth.session.platform,
        ip: request.ip,
        time: Math.floor(at / 1000),
      };
      push.publish('new_device_login', data, {
        kind: 'user',
        userId: auth.user.id,
        exceptDeviceId: deviceId,
      });
    }
    return { newAddress, newDevice: true };
  });

  registerPrivateCall(app, CALLS.disableOwnAccount, ({ auth, request }) =>
    center.setDisabled(
      {
        actor: { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole },
        ip: request.ip,
        lang: langOf(request.headers['accept-language']),
      },
      auth.user.id,
      true,
    ),
  );
}
