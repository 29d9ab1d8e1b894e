import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomically } from '../bays/write-file-atomically.js';

/**
 * The disks an administrator dismissed from a disk-change message (`/zspool/confirm` ignore): a
 * dismissed disk raises no change again while it stays out of every pool, also across restarts.
 * Kept in `<data>/disk-changes.json`, read once at start.
 */
export class DiskChangeDismissals {
  private readonly serials: Set<string>;

  constructor(private readonly path: string) {
    this.serials = new Set(existsSync(path) ? readSerials(path) : []);
  }

  has(serial: string): boolean {
    return this.serials.has(serial);
  }

  dismiss(serials: readonly string[]): void {
    const before = this.serials.size;
    for (const serial of serials) this.serials.add(serial);
    if (this.serials.size !== before) this.write();
  }

  private write(): void {
    writeFileAtomically(this.path, `${JSON.stringify({ dismissed: [...this.serials].sort() }, null, 2)}\n`);
  }
}

function readSerials(path: string): string[] {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { dismissed?: unknown };
    return Array.isArray(parsed.dismissed) ? parsed.dismissed.filter((s) => typeof s === 'string') : [];
  } catch {
    // A damaged file only brings the messages back; nothing is lost by starting empty.
    return [];
  }
}
