import { readFileSync } from 'node:fs';

const OPTIONS = 'nosuid,nodev';

/** Filesystems the running kernel mounts itself (/proc/filesystems). */
export function kernelFilesystems(text = readFileSync('/proc/filesystems', 'utf8')): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().split(/\s+/).pop() ?? '')
      .filter(Boolean),
  );
}

/**
 * The command that mounts a partition of blkid type `fs`: the kernel when it has the filesystem,
 * otherwise the FUSE driver (NTFS always through ntfs-3g, exFAT through exfat-fuse, FAT through
 * fusefat, whose writing is marked experimental upstream).
 */
export function mountCommand(
  fs: string,
  device: string,
  point: string,
  kernel: ReadonlySet<string> = kernelFilesystems(),
): [string, string[]] {
  if (fs === 'ntfs') return ['ntfs-3g', ['-o', OPTIONS, device, point]];
  if (kernel.has(fs)) return ['mount', ['-t', fs, '-o', OPTIONS, device, point]];
  if (fs === 'exfat') return ['mount.exfat-fuse', ['-o', OPTIONS, device, point]];
  if (fs === 'vfat') return ['fusefat', ['-o', `${OPTIONS},rw+`, device, point]];
  return ['mount', ['-t', fs, '-o', OPTIONS, device, point]];
}
