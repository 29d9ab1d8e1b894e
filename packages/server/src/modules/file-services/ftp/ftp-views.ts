import { chmod, mkdir, readFile, rmdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';
import { ExecError, exec } from '../../../platform/exec.js';
import { parseMountinfo } from '../../../storage/bays/system-disk.js';

const HELPER = fileURLToPath(new URL('./idmapped-bind.py', import.meta.url));

/** One folder in a user's view: `<views>/<user id>/<mapping name>`, bound from the real folder. */
export interface ViewMount {
  target: string;
  source: string;
  readonly: boolean;
  /** The session's uid: files owned by root appear as this uid's through the mount. */
  uid: number;
}

const keyOf = (mount: ViewMount) => `${mount.source}\0${mount.readonly}\0${mount.uid}`;
const uidOf = (key: string) => Number(key.split('\0')[2]);

/**
 * Each FTP user's view (docs/decisions.md "FTP (issue 17)"): a directory of idmapped bind mounts,
 * read-only where the user may only read, kept inside the pool's own `.coffer` folder, so that while
 * a view exists the pool's unmount is refused as busy instead of leaving its disks held. `sync`
 * changes only the mounts that differ; `clear` removes every one.
 */
export class FtpViews {
  /** target -> key of what is bound there. */
  private readonly mounted = new Map<string, string>();
  /** Roots that may hold mounts of an earlier run (a daemon killed): looked for on first use. */
  private readonly swept = new Set<string>();

  constructor(
    private readonly log: Logger,
    /** Ends the FTP sessions of a uid whose view loses or changes a folder, before it is unmounted. */
    private readonly endSessions: (uid: number) => Promise<void>,
  ) {}

  async sync(root: string | null, wanted: readonly ViewMount[]): Promise<void> {
    if (root !== null && !this.swept.has(root)) {
      this.swept.add(root);
      for (const target of (await mountsUnder(root)).reverse()) {
        if (!this.mounted.has(target)) await this.unmount(target);
      }
    }
    const byTarget = new Map(wanted.map((mount) => [mount.target, mount]));
    const going = [...this.mounted].filter(([target, key]) => {
      const want = byTarget.get(target);
      return !want || keyOf(want) !== key;
    });
    const uids = new Set(going.map(([, key]) => uidOf(key)));
    for (const uid of uids) await this.endSessions(uid);
    for (const [target] of going) await this.unmount(target);
    const fresh = wanted.filter((mount) => !this.mounted.has(mount.target));
    const byUid = new Map<number, ViewMount[]>();
    for (const mount of fresh) byUid.set(mount.uid, [...(byUid.get(mount.uid) ?? []), mount]);
    for (const [uid, mounts] of byUid) {
      for (const mount of mounts) {
        await mkdir(mount.target, { recursive: true });
        await chmod(dirname(mount.target), 0o755);
      }
      try {
        await exec('python3', [HELPER], {
          input: JSON.stringify({
            uid,
            mounts: mounts.map(({ source, target, readonly }) => ({ source, target, readonly })),
          }),
        });
      } finally {
        // What the helper bound before a failure is known from the mount table.
        const now = new Set(await mountsUnder(dirname(mounts[0]!.target)));
        for (const mount of mounts) if (now.has(mount.target)) this.mounted.set(mount.target, keyOf(mount));
      }
    }
  }

  /** Unmounts every view (the service stops, or no pool is usable). */
  async clear(): Promise<void> {
    await this.sync(null, []);
  }

  private async unmount(target: string): Promise<void> {
    const key = this.mounted.get(target);
    let gone = await unmountIfIdle(target);
    if (!gone && key !== undefined) {
      // A session let in just before its view began to change may have gone inside: ended as well.
      await this.endSessions(uidOf(key));
      gone = await unmountIfIdle(target);
    }
    if (!gone) {
      // Still busy (a server asked to stop is still going): detached now, gone when it ends.
      this.log.warn({ event: 'ftp.view-busy', target }, 'an FTP view was busy; detached');
      await exec('umount', ['-l', target]);
    }
    this.mounted.delete(target);
    await rmdir(target).catch(() => undefined);
    await rmdir(dirname(target)).catch(() => undefined);
  }
}

/** Unmounts `target`; false when it is busy. */
async function unmountIfIdle(target: string): Promise<boolean> {
  try {
    await exec('umount', [target]);
    return true;
  } catch (error) {
    if (error instanceof ExecError && /busy/i.test(error.result.stderr)) return false;
    throw error;
  }
}

/** Mount points under `root` now, parents first. */
async function mountsUnder(root: string): Promise<string[]> {
  const entries = parseMountinfo(await readFile('/proc/self/mountinfo', 'utf8'));
  const prefix = join(root, '/');
  return entries.map((entry) => entry.mountPoint).filter((point) => point.startsWith(prefix));
}
