import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Server } from '@tus/server';

/** How much of the body tus gets at once: each piece crosses its web-stream plumbing once. */
export const TUS_PIECE_BYTES = 1 << 20;

/**
 * The request body as a web stream of `pieceBytes` pieces. `@tus/server` 2 reads a body through
 * web streams and back into Node streams, which costs per piece: the socket's 64 KiB pieces halve
 * the throughput of a PATCH, whole mebibytes keep it near the disk's (bench/files-transfer.ts).
 */
export function bodyInPieces(
  request: IncomingMessage,
  pieceBytes = TUS_PIECE_BYTES,
): ReadableStream<Uint8Array> {
  const source = request[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const parts: Buffer[] = [];
        let bytes = 0;
        let ended = false;
        while (bytes < pieceBytes) {
          const next = await source.next();
          if (next.done) {
            ended = true;
            break;
          }
          parts.push(next.value);
          bytes += next.value.length;
        }
        if (bytes > 0) controller.enqueue(parts.length === 1 ? parts[0]! : Buffer.concat(parts, bytes));
        if (ended) controller.close();
      },
      cancel() {
        request.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

/** Serves one tus request through the library's web handler, with the body in large pieces. */
export async function handleTus(
  tus: Server,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const answer = await tus.handleWeb(
    new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
      method: request.method,
      headers,
      body: hasBody ? bodyInPieces(request) : null,
      // Node's fetch needs this for a streamed body.
      duplex: 'half',
    } as RequestInit),
  );
  // A client gone meanwhile gets nothing: its upload stays where its last piece ended.
  if (response.destroyed) return;
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (!answer.body) {
    response.end();
    return;
  }
  await pipeline(Readable.fromWeb(answer.body as WebReadableStream), response).catch(() => undefined);
}
