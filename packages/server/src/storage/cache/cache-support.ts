import { existsSync, readFileSync } from 'node:fs';
import { CACHE_MISSING, Code, type CacheMissing, type CodeText } from '@coffer/contract';
import { release } from 'node:os';
import { join } from 'node:path';

/** What this kernel offers for an SSD cache, read without loading anything. */
export interface CacheSupport {
  bcache: boolean;
  dmCache: boolean;
  /** Null when something is supported; otherwise what is missing (CACHE_MISSING words it). */
  missing: CacheMissing | null;
}

export interface CacheSupportOptions {
  /** Root of /sys, /dev, /proc and /lib/modules; `/` on a device, a scratch tree in a unit test. */
  root?: string;
  /** The running kernel's release (`uname -r`). */
  kernelRelease?: string;
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** True when modules.builtin or modules.dep of this kernel lists the module `name` (`bcache.ko`). */
function moduleListed(modulesDir: string, name: string): boolean {
  const line = new RegExp(`(^|/)${name.replace('.', '\\.')}(\\.[a-z]+)?(:|$)`, 'm');
  return ['modules.builtin', 'modules.dep'].some((file) => line.test(readText(join(modulesDir, file))));
}

/**
 * A real check of the kernel (DECISIONS "Storage": never pretend). bcache: `/sys/fs/bcache` exists
 * (the driver is loaded or built in), or this kernel's module lists name `bcache.ko`. dm-cache:
 * device-mapper is present (`/dev/mapper/control`, or `device-mapper` in /proc/misc) and its
 * `cache` target is loaded (`/sys/module/dm_cache`) or listed as a module. Nothing is loaded.
 */
export function detectCacheSupport(options: CacheSupportOptions = {}): CacheSupport {
  const root = options.root ?? '/';
  const modulesDir = join(root, 'lib/modules', options.kernelRelease ?? release());
  const bcache =
    existsSync(join(root, 'sys/fs/bcache')) ||
    existsSync(join(root, 'sys/module/bcache')) ||
    moduleListed(modulesDir, 'bcache.ko');
  const deviceMapper =
    existsSync(join(root, 'dev/mapper/control')) ||
    /\bdevice-mapper\b/.test(readText(join(root, 'proc/misc')));
  const cacheTarget =
    existsSync(join(root, 'sys/module/dm_cache')) || moduleListed(modulesDir, 'dm-cache.ko');
  const dmCache = deviceMapper && cacheTarget;
  if (bcache || dmCache) return { bcache, dmCache, missing: null };
  return { bcache, dmCache, missing: deviceMapper ? 'noCacheTarget' : 'neither' };
}

/** The refusal an SSD cache meets on this kernel: C109001 and what is missing. */
export interface CacheRefusal {
  code: typeof Code.cacheUnsupported;
  params: { missing: CodeText };
}

/**
 * Pure: C109001 unless bcache is there. The device-mapper cache target alone is not used: Coffer's
 * cache is bcache (docs/decisions.md "SSD cache"). Null when an SSD cache can be set up.
 */
export function cacheRefusal(support: CacheSupport): CacheRefusal | null {
  if (support.bcache) return null;
  const missing: CacheMissing = support.dmCache ? 'dmCacheOnly' : (support.missing ?? 'neither');
  return { code: Code.cacheUnsupported, params: { missing: CACHE_MISSING[missing] } };
}
