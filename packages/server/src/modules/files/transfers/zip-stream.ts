import { createReadStream, type ReadStream } from 'node:fs';
import { lstat, opendir, stat } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZipFile } from 'yazl';
import { isSystemName, joinVirtual } from '../path-rules.js';
import { attachment } from './content-disposition.js';
import { FILE_BODY_PIECE_BYTES } from './file-body.js';

/**
 * One selected entry: its real and virtual path, and its name inside the zip (relative to the
 * common parent; '' puts a folder's content at the top of the zip).
 */
export interface ZipRoot {
  real: string;
  virtual: string;
  name: string;
}

/** May the walk read through this symlink (by the link's virtual path)? Links to folders never are. */
export type FollowLink = (virtual: string) => Promise<boolean>;

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
 * Coffer's own `.coffer…` entries are left out, and a symlink is read through only when `follow`
 * says so. `signal` (the client went away) stops the walk and the file being read.
 */
export async function streamZip(
  roots: readonly ZipRoot[],
  out: Writable,
  signal: AbortSignal,
  follow: FollowLink,
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
      reading = createReadStream(real, { highWaterMark: FILE_BODY_PIECE_BYTES });
      callback(null, reading);
    });
  };

  const walk = async (real: string, virtual: string, name: string): Promise<void> => {
    if (signal.aborted) return;
    let info = await lstat(real).catch(() => undefined);
    if (!info) return;
    if (info.isSymbolicLink()) {
      info = (await follow(virtual)) ? await stat(real).catch(() => undefined) : undefined;
      // A link to a folder is not walked: it could lead back into itself.
      if (!info || info.isDirectory()) return;
    }
    if (info.isFile()) {
      addFile(real, name, info.mtime, info.mode);
      return;
    }
    if (!info.isDirectory()) return;
    if (name !== '') zip.addEmptyDirectory(name, { mtime: info.mtime, mode: info.mode });
    const dir = await opendir(real).catch(() => undefined);
    if (!dir) return;
    for await (const entry of dir) {
      if (signal.aborted) break;
      if (isSystemName(entry.name)) continue;
      const inZip = name === '' ? entry.name : `${name}/${entry.name}`;
      await walk(`${real}/${entry.name}`, joinVirtual(virtual, entry.name), inZip);
    }
  };

  try {
    for (const root of roots) await walk(root.real, root.virtual, root.name);
  } finally {
    if (!signal.aborted) zip.end();
  }
  await piped;
  signal.removeEventListener('abort', stop);
}

/**
 * Answers a download with the streamed zip of `roots` (the reply is taken over: the bytes go out as
 * they are read, so the status and headers are sent first). A client that goes away stops it.
 */
export async function sendZip(
  request: FastifyRequest,
  reply: FastifyReply,
  zipName: string,
  roots: readonly ZipRoot[],
  follow: FollowLink,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'application/zip',
    'content-disposition': attachment(`${zipName}.zip`),
    'cache-control': 'no-store',
  });
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  request.answerCode = 200;
  try {
    await streamZip(roots, res, gone.signal, follow);
  } catch (error) {
    request.log.warn({ err: error, event: 'file.zip.failed' }, 'zip download stopped');
    res.destroy();
  }
}
