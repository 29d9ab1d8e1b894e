import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { exec } from '../../platform/exec.js';

/** bcache's cache modes: a read cache writes through, a read-write cache writes back. */
export type BcacheMode = 'writethrough' | 'writeback';

/**
 * The host commands of an SSD cache (the boundary a unit test replaces). Coffer's cache is bcache:
 * the pool's members must already be bcache backing devices (docs/decisions.md "SSD cache").
 */
export interface CacheCommands {
  /** The bcache device (`/dev/bcache0`) over a member disk, or null when the disk is not bcache-backed. */
  bcacheOver(device: string): Promise<string | null>;
  /** Several SSDs become one device first (an md mirror or parity set); one SSD is used as it is. */
  assemble(name: string, level: string, ssds: readonly string[]): Promise<string>;
  /** `make-bcache -C`: formats the cache device and answers its cache set UUID. */
  makeCacheSet(device: string): Promise<string>;
  /** Attaches a backing bcache device to the cache set and sets its cache mode. */
  attach(bcacheDevice: string, setUuid: string, mode: BcacheMode): Promise<void>;
}

const MD_LEVELS: Readonly<Record<string, string>> = { raid1: '1', raid5: '5', raid6: '6', raid10: '10' };

/** The real commands: make-bcache, mdadm and bcache's sysfs files. */
export function bcacheCommands(sysRoot = '/sys'): CacheCommands {
  return {
    async bcacheOver(device) {
      const holders = join(sysRoot, 'block', basename(device), 'holders');
      if (!existsSync(join(sysRoot, 'block', basename(device), 'bcache'))) return null;
      const bcache = readdirSync(holders).find((name) => name.startsWith('bcache'));
      return bcache ? `/dev/${bcache}` : null;
    },
    async assemble(name, level, ssds) {
      if (ssds.length === 1) return ssds[0]!;
      const md = `/dev/md/coffer-cache-${name}`;
      await exec('mdadm', [
        '--create',
        md,
        '--run',
        '--metadata=1.2',
        `--level=${MD_LEVELS[level] ?? '1'}`,
        `--raid-devices=${ssds.length}`,
        ...ssds,
      ]);
      return md;
    },
    async makeCacheSet(device) {
      const made = await exec('make-bcache', ['--wipe-bcache', '-C', device]);
      const uuid = /Set UUID:\s*([0-9a-f-]{36})/i.exec(made.stdout)?.[1];
      if (!uuid) throw new Error(`make-bcache did not report a cache set UUID for ${device}`);
      // udev registers a new cache device on most hosts; registering twice is refused harmlessly.
      try {
        writeFileSync(join(sysRoot, 'fs/bcache/register'), device);
      } catch {
        // already registered
      }
      return uuid;
    },
    async attach(bcacheDevice, setUuid, mode) {
      const dir = join(sysRoot, 'block', basename(bcacheDevice), 'bcache');
      writeFileSync(join(dir, 'attach'), setUuid);
      writeFileSync(join(dir, 'cache_mode'), mode);
    },
  };
}
