import type { PowerPushData } from '@coffer/contract';
import type { PowerSwitch } from '../../platform/power.js';
import type { PushHub } from './push-hub.js';

/**
 * reboot and shutdown to every page. (new_device_login is sent by the page's login report, when a
 * device is new to the account: modules/action-log/new-device-routes.ts.)
 */
export function pushAccountEvents(hub: PushHub, { power }: { power: PowerSwitch }): () => void {
  power.onAnnounce((action) => {
    const data: PowerPushData = { action, time: Math.floor(Date.now() / 1000) };
    hub.publish(action, data, { kind: 'everyone' });
  });
  return () => undefined;
}
