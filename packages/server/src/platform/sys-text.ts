import { readFileSync } from 'node:fs';

/** A sysfs value as trimmed text; null when the file is missing, unreadable or empty. */
export function readSysText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch {
    return null;
  }
}
