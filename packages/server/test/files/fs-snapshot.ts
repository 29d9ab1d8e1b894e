import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every entry under `root` (symlinks not followed) with its type, size and modification time, but
 * none under `skip`: what a test compares before and after calls that must change nothing there.
 */
export function snapshot(root: string, skip: readonly string[] = []): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (path: string) => {
    if (skip.includes(path)) return;
    const stats = lstatSync(path);
    const kind = stats.isDirectory() ? 'd' : stats.isSymbolicLink() ? 'l' : 'f';
    found.set(path, `${kind}:${stats.size}:${stats.mtimeMs}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}
