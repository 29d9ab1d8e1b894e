/**
 * A WebDAV client for tests on node:http: the request target is sent exactly as given (no URL
 * normalisation, so `..` and odd escapes reach the server as a hostile client sends them), from a
 * chosen local address, with Basic credentials.
 */
import { request } from 'node:http';

export interface DavAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export interface DavCall {
  method: string;
  path: string;
  user?: { username: string; password: string };
  headers?: Record<string, string>;
  body?: string | Buffer;
  localAddress?: string;
}

/** Characters Node refuses in a request target, escaped; everything else is sent as it is. */
export function rawTarget(path: string): string {
  return [...path].map((char) => (/[\u0021-\u007e]/.test(char) ? char : encodeURIComponent(char))).join('');
}

export function davCall(port: number, call: DavCall): Promise<DavAnswer> {
  const headers: Record<string, string | number> = { ...call.headers };
  if (call.user) {
    headers.authorization = `Basic ${Buffer.from(`${call.user.username}:${call.user.password}`).toString('base64')}`;
  }
  if (call.body !== undefined) headers['content-length'] = Buffer.byteLength(call.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        headers,
        agent: false,
        ...(call.localAddress ? { localAddress: call.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

/** The hrefs of a multistatus answer, decoded. */
export function hrefsOf(xml: string): string[] {
  return [...xml.matchAll(/<D:href>([^<]*)<\/D:href>/g)].map((match) => decodeURIComponent(match[1]!));
}
