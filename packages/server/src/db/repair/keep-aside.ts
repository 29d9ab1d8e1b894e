import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/** A database's companions: they hold committed changes (WAL) and must travel with it. */
const COMPANIONS = ['', '-wal', '-shm'] as const;

/** `20261127T023700123Z`: sorts by time, safe in a file name. */
export function stampOf(now: number): string {
  return new Date(now).toISOString().replace(/[-:.]/g, '');
}

/**
 * Renames the damaged database and its WAL and shared-memory files into the repair folder, under a
 * name with the time: nothing is copied or rewritten, so the kept file is byte for byte what was
 * found. Answers the kept files, the database first.
 */
export function keepAside(file: string, repairDir: string, now: number): string[] {
  const base = join(repairDir, `coffer-${stampOf(now)}.db`);
  const kept: string[] = [];
  for (const suffix of COMPANIONS) {
    if (!existsSync(`${file}${suffix}`)) continue;
    renameSync(`${file}${suffix}`, `${base}${suffix}`);
    kept.push(`${base}${suffix}`);
  }
  return kept;
}
