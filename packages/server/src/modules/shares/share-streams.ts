import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFile } from '../files/transfers/send-file.js';
import { sendZip } from '../files/transfers/zip-stream.js';

/**
 * What a share download needs from the file doors: one file with Range, a folder as a streamed zip.
 * The file goes through the transfers module's `sendFile` (Range, conditional requests, straight
 * to the socket); the folder's zip is the transfers module's too, reading through no symlink at all,
 * since a share must never leave the shared folder.
 */
export interface ShareStreams {
  file(request: FastifyRequest, reply: FastifyReply, real: string, name: string): Promise<FastifyReply>;
  folderZip(request: FastifyRequest, reply: FastifyReply, real: string, name: string): Promise<void>;
}

export const shareStreams: ShareStreams = {
  // The name is the real path's own; `sendFile` writes the attachment header from it.
  file: (request, reply, real) => sendFile(request, reply, real),
  folderZip: (request, reply, real, name) =>
    sendZip(request, reply, name, [{ real, virtual: '/', name: '' }], () => Promise.resolve(false)),
};
