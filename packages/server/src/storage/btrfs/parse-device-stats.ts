/** Error counters btrfs keeps per device (`btrfs device stats`). */
export interface DeviceErrors {
  /** The name btrfs printed: a path, or "devid:N" for a missing device. */
  device: string;
  path: string | null;
  devid: number | null;
  writeIoErrs: number;
  readIoErrs: number;
  flushIoErrs: number;
  corruptionErrs: number;
  generationErrs: number;
}

const COUNTER = /^\[(.+)\]\.(\w+)\s+(\d+)\s*$/;
const FIELDS: Record<string, keyof DeviceErrors> = {
  write_io_errs: 'writeIoErrs',
  read_io_errs: 'readIoErrs',
  flush_io_errs: 'flushIoErrs',
  corruption_errs: 'corruptionErrs',
  generation_errs: 'generationErrs',
};

/** Parses `btrfs device stats <mount>`, one entry per device in the order printed. */
export function parseDeviceStats(output: string): DeviceErrors[] {
  const byDevice = new Map<string, DeviceErrors>();
  for (const line of output.split('\n')) {
    const match = COUNTER.exec(line);
    if (!match) continue;
    const [, device, name, value] = match as unknown as [string, string, string, string];
    let entry = byDevice.get(device);
    if (!entry) {
      const devid = /^devid:(\d+)$/.exec(device);
      entry = {
        device,
        path: devid ? null : device,
        devid: devid ? Number(devid[1]) : null,
        writeIoErrs: 0,
        readIoErrs: 0,
        flushIoErrs: 0,
        corruptionErrs: 0,
        generationErrs: 0,
      };
      byDevice.set(device, entry);
    }
    const field = FIELDS[name];
    if (field) (entry as unknown as Record<string, number>)[field] = Number(value);
  }
  return [...byDevice.values()];
}

export function totalErrors(errors: DeviceErrors): number {
  return (
    errors.writeIoErrs +
    errors.readIoErrs +
    errors.flushIoErrs +
    errors.corruptionErrs +
    errors.generationErrs
  );
}
