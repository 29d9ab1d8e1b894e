import { createReadStream } from 'node:fs';
import { lstat, opendir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZipFile } from 'yazl';
import { isSystemName } from '../files/path-rules.js';
import { attachmentHeader, parseByteRange } from './byte-range.js';

/**
 * What a share download needs from the file doors: one file with Range, a folder as a streamed zip.
 * Kept behind this small interface so the transfers module's download code can take its place.
 */
export interface ShareStreams {
  file(request: FastifyRequest, reply: FastifyReply, real: string, name: string): Promise<FastifyReply>;
  folderZip(reply: FastifyReply, real: string, name: string): FastifyReply;
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, real: string, name: string) {
  const stats = await lstat(real);
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', attachmentHeader(name))
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', stats.mtime.toUTCString())
    .header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseByteRange(request.headers.range, stats.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${stats.size}`).send();
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stats.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(real, { start: range.start, end: range.end }));
  }
  return reply.header('content-length', stats.size).send(createReadStream(real));
}

/** Adds a folder's files to the zip as the walk finds them; symlinks are left out, never followed. */
async function addFolder(zip: ZipFile, real: string, prefix: string): Promise<void> {
  const dir = await opendir(real).catch(() => undefined);
  if (!dir) return;
  let empty = true;
  for await (const entry of dir) {
    if (isSystemName(entry.name)) continue;
    empty = false;
    const path = join(real, entry.name);
    const inZip = `${prefix}${entry.name}`;
    if (entry.isDirectory()) await addFolder(zip, path, `${inZip}/`);
    else if (entry.isFile()) zip.addFile(path, inZip, { compress: false });
  }
  if (empty && prefix !== '') zip.addEmptyDirectory(prefix);
}

function sendFolderZip(reply: FastifyReply, real: string, name: string): FastifyReply {
  const zip = new ZipFile();
  // Stored, not deflated: the bytes go out as fast as the disk reads them, with no temporary copy.
  void addFolder(zip, real, '').finally(() => zip.end());
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachmentHeader(`${name}.zip`))
    .header('cache-control', 'no-store')
    .send(zip.outputStream);
}

export const shareStreams: ShareStreams = { file: sendFile, folderZip: sendFolderZip };
