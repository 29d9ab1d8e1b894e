import { stat, statfs } from 'node:fs/promises';
import { btrfs, QUERY_TIMEOUT_MS, SETUP_TIMEOUT_MS } from '../../storage/btrfs/btrfs-command.js';
import { parseQgroupShow, type QgroupLine } from './parse-qgroup-show.js';

const BTRFS_MAGIC = 0x9123683e;
/** The inode number of every btrfs subvolume's root directory. */
const SUBVOLUME_ROOT_INO = 256;

/** Whether `path` is the root of a btrfs subvolume (an encrypted pool's plain view is FUSE: no). */
export async function isSubvolume(path: string): Promise<boolean> {
  const [fs, info] = await Promise.all([
    statfs(path).catch(() => undefined),
    stat(path).catch(() => undefined),
  ]);
  return fs?.type === BTRFS_MAGIC && info?.isDirectory() === true && info.ino === SUBVOLUME_ROOT_INO;
}

/** The level-0 qgroups of the filesystem holding `path`; null while quotas are off there. */
export async function showQgroups(path: string, options: { only?: boolean; sync?: boolean } = {}) {
  const args = ['qgroup', 'show', '--raw', '-r'];
  if (options.only) args.push('-f');
  if (options.sync) args.push('--sync');
  const result = await btrfs([...args, path], { okExitCodes: [1] });
  if (result.exitCode !== 0) {
    if (/not enabled/.test(result.stderr)) return null;
    throw new Error(result.stderr.trim() || `btrfs qgroup show answered ${result.exitCode}`);
  }
  return parseQgroupShow(result.stdout);
}

/** The qgroup of the subvolume at `path` itself; null while quotas are off. */
export async function qgroupOf(path: string, sync = false): Promise<QgroupLine | null> {
  const lines = await showQgroups(path, { only: true, sync });
  if (lines === null) return null;
  const own = lines[0];
  if (!own) throw new Error(`no qgroup for ${path}`);
  return own;
}

/**
 * Turns quotas on for the filesystem holding `path` and waits for the kernel's first accounting
 * pass (the rescan `quota enable` starts), so the first figures read are whole.
 */
export async function enableQuotas(path: string): Promise<void> {
  await btrfs(['quota', 'enable', path], { timeoutMs: SETUP_TIMEOUT_MS });
  await btrfs(['quota', 'rescan', '-W', path], { timeoutMs: SETUP_TIMEOUT_MS });
}

/** Sets (bytes) or lifts (null) the referenced-bytes limit of the subvolume at `path`. */
export async function limitQgroup(path: string, limit: number | null): Promise<void> {
  await btrfs(['qgroup', 'limit', limit === null ? 'none' : String(limit), path], {
    timeoutMs: QUERY_TIMEOUT_MS,
  });
}
