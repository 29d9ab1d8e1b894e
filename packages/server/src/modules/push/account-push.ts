import type { NewDeviceLoginPushData, PowerPushData } from '@coffer/contract';
import type { AuthService } from '../auth/auth-service.js';
import type { PowerSwitch } from '../../platform/power.js';
import type { PushHub } from './push-hub.js';

/** new_device_login to the account's other sessions (PUSH-07); reboot and shutdown to every page. */
export function pushAccountEvents(hub: PushHub, { auth, power }: { auth: AuthService; power: PowerSwitch }) {
  power.onAnnounce((action) => {
    const data: PowerPushData = { action, time: Math.floor(Date.now() / 1000) };
    hub.publish(action, data, { kind: 'everyone' });
  });
  return auth.onSignIn(({ user, client, at }) => {
    const data: NewDeviceLoginPushData = {
      uid: user.id,
      username: user.username,
      device: client.device,
      platform: client.platform,
      ip: client.ip,
      time: Math.floor(at / 1000),
    };
    hub.publish('new_device_login', data, { kind: 'user', userId: user.id, exceptDeviceId: client.deviceId });
  });
}
