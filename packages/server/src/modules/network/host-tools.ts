import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

const SEARCH_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** The full path of a host command, or null when the machine does not have it. */
export function findCommand(name: string): string | null {
  for (const dir of SEARCH_PATH) {
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not in this directory
    }
  }
  return null;
}
