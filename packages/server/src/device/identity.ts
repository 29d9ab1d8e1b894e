import { randomBytes } from 'node:crypto';
import { APP_VERSION, DEFAULT_DEVICE_MODEL } from '@coffer/contract';
import type { Db } from '../db/open-database.js';

export interface DeviceIdentity {
  nasid: string;
  name: string;
  model: string;
  version: string;
}

/** The device's identity, created at first start and kept in the database (issue 2 §4). */
export function loadOrCreateIdentity(db: Db): DeviceIdentity {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const put = db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)');
  const nasid = randomBytes(8).toString('hex').toUpperCase();
  put.run('nasid', nasid);
  put.run('device_name', `Coffer-${nasid.slice(-4)}`);
  put.run('model', DEFAULT_DEVICE_MODEL);
  return {
    nasid: get.get('nasid')!.value,
    name: get.get('device_name')!.value,
    model: get.get('model')!.value,
    version: APP_VERSION,
  };
}
