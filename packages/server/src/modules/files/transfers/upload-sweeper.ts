import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_ABANDONED_MS } from '@coffer/contract';
import type { Logger } from 'pino';

export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes abandoned uploads from staging folders: an upload whose bytes (or, with none yet, its
 * record) were last written more than UPLOAD_ABANDONED_MS ago. Each PATCH writes the bytes, so this
 * is "no PATCH for 24 h".
 */
export async function sweepStaging(folder: string, now: number, maxIdleMs = UPLOAD_ABANDONED_MS) {
  const names = await readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const id = name.slice(0, -'.json'.length);
    const data = await stat(join(folder, id)).catch(() => undefined);
    const record = await stat(join(folder, name)).catch(() => undefined);
    const last = Math.max(data?.mtimeMs ?? 0, record?.mtimeMs ?? 0);
    if (now - last < maxIdleMs) continue;
    await rm(join(folder, id), { force: true });
    await rm(join(folder, name), { force: true });
    removed += 1;
  }
  return removed;
}

/** Sweeps every staging folder at start and hourly; `stop` ends the timer (app close). */
export function startUploadSweeper(folders: () => Promise<string[]>, log: Logger) {
  const sweep = async () => {
    for (const folder of await folders().catch(() => [] as string[])) {
      const removed = await sweepStaging(folder, Date.now()).catch(() => 0);
      if (removed > 0)
        log.info({ event: 'file.upload.abandoned', folder, removed }, 'abandoned uploads removed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
