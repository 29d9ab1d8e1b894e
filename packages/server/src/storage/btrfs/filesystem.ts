import { btrfs } from './btrfs-command.js';
import { parseFilesystemShow, type ShownFilesystem } from './parse-filesystem-show.js';
import { parseFilesystemUsage, type FilesystemUsage } from './parse-filesystem-usage.js';

/**
 * `btrfs filesystem show --raw` for one filesystem, named by its mount point, a member device or its
 * UUID. Never called without a target: that would scan every device of the host.
 */
export async function showFilesystem(target: string): Promise<ShownFilesystem> {
  const { stdout, stderr } = await btrfs(['filesystem', 'show', '--raw', target]);
  // "warning, device N is missing" arrives on stderr, before the filesystem it concerns.
  const [filesystem] = parseFilesystemShow(`${stderr}\n${stdout}`);
  if (!filesystem) throw new Error(`btrfs filesystem show ${target}: no filesystem in the output`);
  return filesystem;
}

export async function filesystemUsage(mountPoint: string): Promise<FilesystemUsage> {
  const { stdout } = await btrfs(['filesystem', 'usage', '-b', mountPoint]);
  return parseFilesystemUsage(stdout);
}

/** Sets how many bytes btrfs uses on one member, e.g. to hold an added disk to the pool's size. */
export async function resizeDevice(mountPoint: string, devid: number, bytes: number): Promise<void> {
  await btrfs(['filesystem', 'resize', `${devid}:${bytes}`, mountPoint]);
}
