import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NET_SYSFS_ROOT, type ApStatus } from '@coffer/contract';

/** The network interfaces with a Wi-Fi adapter: a `wireless` or `phy80211` entry under their sysfs directory. */
export function wifiStatus(root = NET_SYSFS_ROOT): ApStatus {
  const adapters = existsSync(root)
    ? readdirSync(root)
        .filter((name) => ['wireless', 'phy80211'].some((entry) => existsSync(join(root, name, entry))))
        .sort()
    : [];
  return { present: adapters.length > 0, looked: root, adapters };
}
