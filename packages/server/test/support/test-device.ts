import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role, type Envelope } from '@coffer/contract';
import pino from 'pino';
import { runAdminCommand } from '../../src/admin/admin-commands.js';
import { createDevice, type Device } from '../../src/device.js';
import type { ProviderConfig } from '../../src/modules/remote-help/provider-config.js';
import type { RealBays } from '../../src/storage/bays/real-bays.js';

export interface TestDevice {
  device: Device;
  baseUrl: string;
  dataDir: string;
  logFile: string;
  post<T = unknown>(
    path: string,
    body?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<Envelope<T>>;
  get<T = unknown>(path: string, options?: CallOptions): Promise<Envelope<T>>;
  raw(path: string, init?: RequestInit): Promise<Response>;
  encrypt(text: string): Promise<{ cipher: string; keyId: string }>;
  close(): Promise<void>;
}

interface CallOptions {
  token?: string;
  json?: boolean;
  headers?: Record<string, string>;
}

export interface TestDeviceOptions {
  /** A data directory of the test's own (e.g. a bay sandbox's), kept at close; default a new temporary one. */
  dataDir?: string;
  /** A built web app to serve; default none. */
  webDir?: string;
  /** config.json `realBays`; default none. */
  realBays?: RealBays;
  /** COFFER_TEMPERATURE_SAMPLE_MS; default the daemon's 5 minutes. */
  temperatureSampleMs?: number;
  /** The provider's cloud service (config.json `provider`); default none. */
  provider?: ProviderConfig;
  /** Listen before the storage engine starts; the test calls `device.bootStorage()` (as main.ts does). */
  deferStorageBoot?: boolean;
}

/** A real daemon on a free loopback port with its own temporary data directory. */
export async function startTestDevice(
  beforeListen?: (device: Device) => void,
  options: TestDeviceOptions = {},
): Promise<TestDevice> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'coffer-test-'));
  const logFile = join(dataDir, 'test.log');
  const log = pino({ level: 'info' }, pino.destination({ dest: logFile, sync: true }));
  const device = await createDevice(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      webDir: options.webDir ?? join(dataDir, 'no-web'),
      logLevel: 'info',
      bays: 'none',
      realBays: options.realBays ?? {},
      power: 'service',
      pushPort: undefined,
      // Tests never change the machine's clock (docs/decisions.md, issue 17).
      clock: 'dry-run',
      ...(options.temperatureSampleMs === undefined
        ? {}
        : { temperatureSampleMs: options.temperatureSampleMs }),
      ...(options.provider === undefined ? {} : { provider: options.provider }),
    },
    log,
    { deferStorageBoot: options.deferStorageBoot ?? false },
  );
  beforeListen?.(device);
  await device.app.listen({ port: 0, host: '127.0.0.1' });
  const address = device.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const raw = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  const post = async <T>(path: string, body: Record<string, unknown> = {}, options: CallOptions = {}) => {
    const fields = options.token ? { ...body, token: options.token } : body;
    const response = await raw(path, {
      method: 'POST',
      headers: {
        'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
        ...options.headers,
      },
      body: options.json ? JSON.stringify(fields) : new URLSearchParams(formFields(fields)).toString(),
    });
    return (await response.json()) as Envelope<T>;
  };
  const get = async <T>(path: string, options: CallOptions = {}) => {
    const response = await raw(path, {
      headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
    });
    return (await response.json()) as Envelope<T>;
  };
  const encrypt = async (text: string) => {
    const key = await get<{ key: string; key_id: string }>('/key/pub');
    const cipher = publicEncrypt(
      { key: key.data.key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
    return { cipher, keyId: key.data.key_id };
  };
  return {
    device,
    baseUrl,
    dataDir,
    logFile,
    post,
    get,
    raw,
    encrypt,
    async close() {
      await device.app.close();
      await device.bays.detachAll();
      device.db.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function formFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

export const OWNER = { username: 'owner', password: 'Coffer-2026a' };

/** Encrypts a username and password as the page does and sends them to a credential call. */
export async function sendCredentials<T>(
  test: TestDevice,
  path: string,
  credentials: { username: string; password: string },
  extra: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const username = await test.encrypt(credentials.username);
  const password = await test.encrypt(credentials.password);
  return test.post<T>(
    path,
    { username: username.cipher, password: password.cipher, key_id: username.keyId, ...extra },
    options,
  );
}

export async function registerOwner(test: TestDevice): Promise<void> {
  const answer = await sendCredentials(test, '/v1/user/setSuperAdminPasswd', OWNER);
  if (!answer.success) throw new Error(`registration failed: ${answer.code}`);
}

export async function signIn(
  test: TestDevice,
  credentials: { username: string; password: string } = OWNER,
  keepLogin = false,
): Promise<string> {
  const answer = await sendCredentials<{ token: string }>(test, '/auth/login', credentials, {
    keep_login: keepLogin ? 1 : 0,
  });
  if (!answer.success) throw new Error(`sign-in failed: ${answer.code}`);
  return answer.data.token;
}

/** The owner, an operations administrator `ops` and an ordinary user `alice`, each signed in. */
export interface RoleTokens {
  owner: string;
  ops: string;
  alice: string;
}

/** Registers the owner and adds `ops` (role 2) and `alice` (role 3) with `password`; signs all in. */
export async function signInEachRole(test: TestDevice, password: string): Promise<RoleTokens> {
  await registerOwner(test);
  const tokens: RoleTokens = { owner: await signIn(test), ops: '', alice: '' };
  for (const [username, mainRole] of [
    ['ops', Role.devOps],
    ['alice', Role.user],
  ] as const) {
    await runAdminCommand(test.device, { cmd: 'user.add', username, password, mainRole });
    tokens[username] = await signIn(test, { username, password });
  }
  return tokens;
}
