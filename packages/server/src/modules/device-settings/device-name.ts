import { Code, DEVICE_NAME_MAX } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import type { DeviceIdentity } from '../../device/identity.js';
import { AppError } from '../../http/app-error.js';

/** Characters a device name may not hold: controls, and those that break a page, a path or a share. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f<>"'/\\]/;

/**
 * The device name as it will be kept, or C133001: 1 to DEVICE_NAME_MAX characters (letters of any
 * script count one each), no space at either end, none of FORBIDDEN. It is shown on the sign-in
 * page before anyone signs in, so it must stay plain text.
 */
export function checkDeviceName(name: string): string {
  const length = [...name].length;
  const fine = length >= 1 && length <= DEVICE_NAME_MAX && name.trim() === name && !FORBIDDEN.test(name);
  if (!fine) throw new AppError(Code.deviceNameInvalid, { max: DEVICE_NAME_MAX });
  return name;
}

/**
 * Renames the device: `meta.device_name`, and the identity every answer reads it from
 * (`/system/versions`, `/key/pub`, the facts written into the page).
 */
export function renameDevice(db: Db, identity: DeviceIdentity, name: string): string {
  const checked = checkDeviceName(name);
  db.prepare("UPDATE meta SET value = ? WHERE key = 'device_name'").run(checked);
  identity.name = checked;
  return checked;
}
