import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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
  /**
   * Detaches a backing bcache device from its cache set, once bcache has written its dirty data
   * back (a read-write cache holds writes the pool does not have yet).
   */
  detach(bcacheDevice: string): Promise<void>;
  /** Stops a cache set so its device is free (`/sys/fs/bcache/<uuid>/unregister`). */
  unregisterCacheSet(setUuid: string): Promise<void>;
  /** Undoes `assemble`: stops the md device over several SSDs; one SSD needs nothing. */
  disassemble(cacheDevice: string, ssds: readonly string[]): Promise<void>;
}

/** How long a detach may take to write a read-write cache's dirty data back, and how often it is asked. */
const DETACH_TIMEOUT_MS = 4 * 60_000;
const DETACH_POLL_MS = 1000;

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
    async detach(bcacheDevice) {
      const dir = join(sysRoot, 'block', basename(bcacheDevice), 'bcache');
      writeFileSync(join(dir, 'detach'), '1');
      // bcache writes the dirty data back first; `state` reads "no cache" once it is detached.
      const deadline = Date.now() + DETACH_TIMEOUT_MS;
      while (readFileSync(join(dir, 'state'), 'utf8').trim() !== 'no cache') {
        if (Date.now() > deadline) throw new Error(`${bcacheDevice} did not detach from its cache in time`);
        await new Promise((resolve) => setTimeout(resolve, DETACH_POLL_MS));
      }
    },
    async unregisterCacheSet(setUuid) {
      const set = join(sysRoot, 'fs/bcache', setUuid);
      if (existsSync(set)) writeFileSync(join(set, 'unregister'), '1');
    },
    async disassemble(cacheDevice, ssds) {
      if (ssds.length > 1) await exec('mdadm', ['--stop', cacheDevice]);
    },
  };
}
