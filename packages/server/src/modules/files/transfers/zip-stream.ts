import { createReadStream, type ReadStream } from 'node:fs';
import { lstat, opendir, stat } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { FileCaller, PathResolver, ResolvedPath } from '../path-resolver.js';
import { joinVirtual } from '../path-rules.js';
import { DOWNLOAD_HIGH_WATER_MARK } from './send-file.js';

/** One selected entry: its resolved path and its name inside the zip (relative to the common parent). */
export interface ZipRoot {
  resolved: ResolvedPath;
  name: string;
}

/** The common parent of virtual paths, so names in the zip are relative to it. */
export function commonParent(paths: readonly string[]): string {
  const parents = paths.map((path) => path.split('/').filter(Boolean).slice(0, -1));
  const first = parents[0] ?? [];
  let depth = first.length;
  for (const parent of parents) {
    let same = 0;
    while (same < Math.min(depth, parent.length) && parent[same] === first[same]) same += 1;
    depth = same;
  }
  return '/' + first.slice(0, depth).join('/');
}

export function nameBelow(parent: string, path: string): string {
  const rest = path.split('/').filter(Boolean).slice(parent.split('/').filter(Boolean).length);
  return rest.join('/');
}

/**
 * Streams a zip of `roots` into `out` as it reads: no temporary file, no size limit (ZIP64 where an
 * entry or the archive needs it, which yazl does by itself). Folders are walked one entry at a time;
 * a symlink is followed only when the resolver keeps it inside the caller's roots. `signal` (the
 * client went away) stops the walk and the file being read.
 */
export async function streamZip(
  resolver: PathResolver,
  caller: FileCaller,
  roots: readonly ZipRoot[],
  out: Writable,
  signal: AbortSignal,
): Promise<void> {
  const zip = new ZipFile();
  let reading: ReadStream | undefined;
  const stop = () => {
    reading?.destroy();
    (zip.outputStream as unknown as Readable).destroy();
  };
  signal.addEventListener('abort', stop, { once: true });
  const piped = pipeline(zip.outputStream, out).catch(() => undefined);

  const addFile = (real: string, name: string, mtime: Date, mode: number) => {
    zip.addReadStreamLazy(name, { mtime, mode, compress: false }, (callback) => {
      reading = createReadStream(real, { highWaterMark: DOWNLOAD_HIGH_WATER_MARK });
      callback(null, reading);
    });
  };

  const walk = async (real: string, virtual: string, name: string): Promise<void> => {
    if (signal.aborted) return;
    let info = await lstat(real).catch(() => undefined);
    if (!info) return;
    if (info.isSymbolicLink()) {
      const inside = await resolver.resolve(caller, virtual).then(
        () => true,
        () => false,
      );
      info = inside ? await stat(real).catch(() => undefined) : undefined;
      // A link to a folder is not walked: it could lead back into itself.
      if (!info || info.isDirectory()) return;
    }
    if (info.isFile()) {
      addFile(real, name, info.mtime, info.mode);
      return;
    }
    if (!info.isDirectory()) return;
    zip.addEmptyDirectory(name, { mtime: info.mtime, mode: info.mode });
    const dir = await opendir(real).catch(() => undefined);
    if (!dir) return;
    for await (const entry of dir) {
      if (signal.aborted) break;
      await walk(`${real}/${entry.name}`, joinVirtual(virtual, entry.name), `${name}/${entry.name}`);
    }
  };

  try {
    for (const root of roots) await walk(root.resolved.real, root.resolved.virtual, root.name);
  } finally {
    if (!signal.aborted) zip.end();
  }
  await piped;
  signal.removeEventListener('abort', stop);
}
