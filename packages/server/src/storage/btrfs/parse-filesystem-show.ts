/** One device line of `btrfs filesystem show --raw`. */
export interface ShownDevice {
  devid: number;
  /** Bytes btrfs may use on the device (what `mkfs -b` or a resize set); 0 for a missing device. */
  size: number;
  used: number;
  /** null when the device is missing. */
  path: string | null;
  missing: boolean;
}

export interface ShownFilesystem {
  label: string | null;
  uuid: string;
  totalDevices: number;
  bytesUsed: number;
  /** The devices listed; a device missing from an unmounted filesystem is not listed at all. */
  devices: ShownDevice[];
  /** Device ids btrfs reports missing, listed or not. */
  missingDevids: number[];
  /** "*** Some devices missing" */
  someMissing: boolean;
}

const LABEL = /^Label: (?:'(.*)'|none)\s+uuid: ([0-9a-f-]+)\s*$/;
const TOTALS = /^\s*Total devices (\d+) FS bytes used (\d+)\s*$/;
const DEVICE = /^\s*devid\s+(\d+)\s+size\s+(\d+)\s+used\s+(\d+)\s+path\s?(.*?)\s*$/;
// Printed before the Label line of the filesystem it concerns.
const MISSING_WARNING = /^warning, device (\d+) is missing/;

/** Parses `btrfs filesystem show --raw` (one or several filesystems). */
export function parseFilesystemShow(output: string): ShownFilesystem[] {
  const filesystems: ShownFilesystem[] = [];
  let pendingMissing: number[] = [];
  let current: ShownFilesystem | undefined;
  for (const line of output.split('\n')) {
    const warning = MISSING_WARNING.exec(line);
    if (warning) {
      pendingMissing.push(Number(warning[1]));
      continue;
    }
    const label = LABEL.exec(line);
    if (label) {
      current = {
        label: label[1] ?? null,
        uuid: label[2]!,
        totalDevices: 0,
        bytesUsed: 0,
        devices: [],
        missingDevids: pendingMissing,
        someMissing: false,
      };
      pendingMissing = [];
      filesystems.push(current);
      continue;
    }
    if (!current) continue;
    const totals = TOTALS.exec(line);
    if (totals) {
      current.totalDevices = Number(totals[1]);
      current.bytesUsed = Number(totals[2]);
      continue;
    }
    const device = DEVICE.exec(line);
    if (device) {
      current.devices.push(shownDevice(device));
      continue;
    }
    if (line.includes('*** Some devices missing')) current.someMissing = true;
  }
  for (const filesystem of filesystems) {
    for (const device of filesystem.devices) {
      if (device.missing && !filesystem.missingDevids.includes(device.devid)) {
        filesystem.missingDevids.push(device.devid);
      }
    }
    filesystem.missingDevids.sort((a, b) => a - b);
  }
  return filesystems;
}

function shownDevice(match: RegExpExecArray): ShownDevice {
  let rest = match[4] ?? '';
  // A missing device reads "path  MISSING" (btrfs-progs 6) or "path <missing disk> MISSING".
  const missing = /(^|\s)MISSING$/.test(rest);
  if (missing) rest = rest.replace(/\s*MISSING$/, '');
  rest = rest.trim();
  const path = rest === '' || rest === '<missing disk>' ? null : rest;
  return {
    devid: Number(match[1]),
    size: Number(match[2]),
    used: Number(match[3]),
    path: missing ? null : path,
    missing: missing || path === null,
  };
}
