/**
 * Requests from another address of this machine. The daemon under test listens on 127.0.0.1; the
 * whole of 127.0.0.0/8 is the loopback on Linux, so a client socket bound to 127.0.0.2 (`localAddress`)
 * reaches it and the daemon sees 127.0.0.2 as the peer — a real second address, without trusting
 * any header (X-Forwarded-For is ignored by the daemon and sent here only to prove it).
 */
import { request } from 'node:http';
import type { Envelope } from '@coffer/contract';
import WebSocket from 'ws';
import type { TestDevice } from '../support/test-device.js';

export const OTHER_ADDRESS = '127.0.0.2';

export interface Answer<T = unknown> {
  status: number;
  envelope: Envelope<T>;
  contentType: string;
  text: string;
}

/** POSTs a form body from `localAddress`; the token (when given) in the body as the page sends it. */
export function postFrom<T = unknown>(
  test: TestDevice,
  localAddress: string,
  path: string,
  fields: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const body = new URLSearchParams(
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
  ).toString();
  const url = new URL(path, test.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        // A connection of its own each time, closed after the answer: nothing is left for close().
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = String(response.headers['content-type'] ?? '');
          let envelope = null as unknown as Envelope<T>;
          if (contentType.includes('json')) envelope = JSON.parse(text) as Envelope<T>;
          resolve({ status: response.statusCode ?? 0, envelope, contentType, text });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Signs in from `localAddress` as the page does (credentials encrypted with the device key). */
export async function signInFrom(
  test: TestDevice,
  localAddress: string,
  credentials: { username: string; password: string },
): Promise<Answer<{ token: string }>> {
  const username = await test.encrypt(credentials.username);
  const password = await test.encrypt(credentials.password);
  return postFrom<{ token: string }>(test, localAddress, '/auth/login', {
    username: username.cipher,
    password: password.cipher,
    key_id: username.keyId,
    keep_login: 0,
  });
}

/** The frame a page sends to register on the push channel. */
function registerFrame(token: string): string {
  return JSON.stringify({
    type: 'register',
    app: 'web',
    device_id: 'p',
    platform: 'web',
    device: 'd',
    version: '1',
    token,
  });
}

/**
 * Opens the push channel from `localAddress` and registers: answers `registered` when the daemon
 * admitted the page, or the HTTP status with which the upgrade was refused.
 */
export function openPushFrom(
  test: TestDevice,
  localAddress: string,
  token: string,
): Promise<string | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${test.baseUrl.replace('http', 'ws')}/push/ws`, { localAddress });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => socket.send(registerFrame(token)));
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string };
      resolve(frame.type);
      socket.close();
    });
    socket.on('error', (error) => reject(error));
  });
}

/** A page's push channel from `localAddress`, kept open: resolves once registered, with its close code. */
export async function keepPushFrom(
  test: TestDevice,
  localAddress: string,
  token: string,
): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`${test.baseUrl.replace('http', 'ws')}/push/ws`, { localAddress });
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const registered = new Promise((resolve) => socket.once('message', resolve));
  socket.send(registerFrame(token));
  await registered;
  return { closed };
}
