import { opendir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZipFile } from 'yazl';
import { isSystemName } from '../files/path-rules.js';
import { sendFile } from '../files/transfers/send-file.js';
import { attachment } from '../files/transfers/content-disposition.js';

/**
 * What a share download needs from the file doors: one file with Range, a folder as a streamed zip.
 * The file goes through the transfers module's `sendFile` (Range, conditional requests, straight
 * to the socket). The zip is the share's own: the transfers zip follows symlinks anywhere in the
 * caller's roots, and a share must never leave the shared folder, so here no symlink is followed.
 */
export interface ShareStreams {
  file(request: FastifyRequest, reply: FastifyReply, real: string, name: string): Promise<FastifyReply>;
  folderZip(reply: FastifyReply, real: string, name: string): FastifyReply;
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
    .header('content-disposition', attachment(`${name}.zip`))
    .header('cache-control', 'no-store')
    .send(zip.outputStream);
}

export const shareStreams: ShareStreams = {
  // The name is the real path's own; `sendFile` writes the attachment header from it.
  file: (request, reply, real) => sendFile(request, reply, real),
  folderZip: sendFolderZip,
};
