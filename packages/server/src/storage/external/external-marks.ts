import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomically } from '../bays/write-file-atomically.js';

/**
 * Bay disks an administrator chose to use as external disks (`/zspool/confirm` extmountdisk): the
 * external-disk module lists, mounts and formats them like USB disks, and no pool takes them. A
 * mark lasts while the disk stays in its bay, also across restarts; the disk leaving forgets it.
 * Kept in `<data>/external-marks.json` (beside `disk-changes.json`), read once at start.
 */
export class ExternalMarks {
  private readonly serials: Set<string>;

  constructor(private readonly path: string) {
    this.serials = new Set(existsSync(path) ? readSerials(path) : []);
  }

  has(serial: string): boolean {
    return this.serials.has(serial);
  }

  mark(serials: readonly string[]): void {
    const before = this.serials.size;
    for (const serial of serials) this.serials.add(serial);
    if (this.serials.size !== before) this.write();
  }

  /** The disk left its bay (or a pool took it): it is a bay disk like any other again. */
  forget(serials: readonly string[]): void {
    let changed = false;
    for (const serial of serials) changed = this.serials.delete(serial) || changed;
    if (changed) this.write();
  }

  /** Keeps the marks of the disks present now only (a disk pulled while the device was off). */
  keepOnly(present: readonly string[]): void {
    const here = new Set(present);
    this.forget([...this.serials].filter((serial) => !here.has(serial)));
  }

  private write(): void {
    writeFileAtomically(this.path, `${JSON.stringify({ external: [...this.serials].sort() }, null, 2)}\n`);
  }
}

function readSerials(path: string): string[] {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { external?: unknown };
    return Array.isArray(parsed.external) ? parsed.external.filter((s) => typeof s === 'string') : [];
  } catch {
    // A damaged file brings the disk back as a free bay disk; its data is not touched.
    return [];
  }
}
