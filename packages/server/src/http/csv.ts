import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One CSV field: quoted when it must be; a leading formula character is neutralised for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Answers a CSV download, not an envelope: UTF-8 with a BOM (so spreadsheets read the Chinese),
 * saved under `filename`, never cached. Lines given one by one are streamed as they come.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  filename: string,
  text: string | Iterable<string>,
): FastifyReply {
  request.answerCode = 200;
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  if (typeof text === 'string') return reply.send(`${BYTE_ORDER_MARK}${text}`);
  return reply.send(
    Readable.from(
      (function* () {
        yield BYTE_ORDER_MARK;
        yield* text;
      })(),
    ),
  );
}
