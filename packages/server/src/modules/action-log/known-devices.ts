import type { Db } from '../../db/open-database.js';

export interface DeviceSeen {
  deviceId: string;
  device: string;
  ip: string;
  at: number;
}

/** What a report said about the device: never seen for this account, and whether any other was. */
export interface DeviceVerdict {
  unseen: boolean;
  /** The account had signed in from another device before (so a new one is news to those). */
  hadOthers: boolean;
}

/** Each account's devices, by the id the browser keeps (table `known_devices`, migration 21). */
export class KnownDevices {
  constructor(private readonly db: Db) {}

  /** Remembers the device (or refreshes when it was last seen) and says whether it was new. */
  see(userId: number, seen: DeviceSeen): DeviceVerdict {
    return this.db.transaction((): DeviceVerdict => {
      const known = this.db.prepare('SELECT device_id FROM known_devices WHERE user_id = ?').all(userId) as {
        device_id: string;
      }[];
      const unseen = !known.some((row) => row.device_id === seen.deviceId);
      this.db
        .prepare(
          `INSERT INTO known_devices (user_id, device_id, device, first_ip, first_seen, last_seen)
           VALUES (@userId, @deviceId, @device, @ip, @at, @at)
           ON CONFLICT(user_id, device_id) DO UPDATE SET last_seen = excluded.last_seen, device = excluded.device`,
        )
        .run({ userId, ...seen });
      return { unseen, hadOthers: known.length > (unseen ? 0 : 1) };
    })();
  }
}
