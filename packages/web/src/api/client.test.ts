import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, CALLS, Code, SIGN_OUT, defineCall, PUBLIC } from '@coffer/contract';
import { z } from 'zod';
import {
  FAKE_UPLOAD_STEPS,
  TEST_PUBLIC_KEY,
  decryptSecret,
  envelope,
  installFakeDaemon,
} from '../test/fake-daemon';
import { loginAnswer } from '../test/login-answer';
import { useSessionStore } from '../session/session-store';
import { call, type UploadProgress } from './client';
import { useConnectionStore } from './connection-store';
import { callWithCredentials, forgetDeviceKey } from './credentials/device-key';
import { onFailureReaction, type FailureReaction } from './failure-reactions';

const session = loginAnswer({ token: 'tok-1', username: 'admin' });

const keyAnswer = { key: TEST_PUBLIC_KEY, key_id: 'k1', name: 'nas', sign: '' };

describe('request client', () => {
  let reactions: FailureReaction[];
  let stopListening: () => void;

  beforeEach(() => {
    reactions = [];
    stopListening = onFailureReaction((reaction) => reactions.push(reaction));
    forgetDeviceKey();
  });

  afterEach(() => {
    stopListening();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends a form body with token and nasid, the token header and the common query', async () => {
    useSessionStore.getState().signIn(session, false);
    const { seen } = installFakeDaemon({
      'POST /v1/user/agreeProtocol': envelope({ protocolVersion: '20240222' }),
    });
    const result = await call(CALLS.agreeProtocol, { version: '20240222' });
    expect(result).toMatchObject({ success: true, data: { protocolVersion: '20240222' } });
    const [request] = seen;
    expect(request?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(request?.headers.get('token')).toBe('tok-1');
    expect(request?.headers.get('Accept-Language')).toBe('zh-CN');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      version: '20240222',
      token: 'tok-1',
      nasid: 'nas-1',
    });
    expect(request?.query.get('version')).toBe(APP_VERSION);
    expect(request?.query.get('webagent')).toBe('v2');
    expect(request?.query.get('plat')).toBe('web');
    expect(request?.query.get('device_id')).toMatch(/^[0-9a-f]{32}$/);
    expect(request?.query.has('rnd')).toBe(true);
    expect(request?.query.has('token')).toBe(false);
  });

  it('sends a JSON body for calls the contract marks as JSON', async () => {
    useSessionStore.getState().signIn(session, false);
    const jsonCall = defineCall({
      method: 'POST',
      path: '/zspool/test',
      payload: z.object({ dev: z.array(z.string()) }),
      response: z.null(),
      access: PUBLIC,
    });
    const { seen } = installFakeDaemon({ 'POST /zspool/test': envelope(null) });
    await call(jsonCall, { dev: ['sda'] });
    expect(seen[0]?.json).toEqual({ dev: ['sda'], token: 'tok-1', nasid: 'nas-1' });
  });

  describe('a binary call', () => {
    const binaryCall = defineCall({
      method: 'POST',
      path: '/test/upload',
      payload: z.object({}),
      response: z.object({ size: z.number() }),
      access: PUBLIC,
      bodyType: 'binary',
    });
    const file = new File([new Uint8Array(1000)], 'release.tar', { type: 'application/x-tar' });

    it('sends the file itself as an octet-stream body, with the token in its header', async () => {
      useSessionStore.getState().signIn(session, false);
      const { seen, fetchMock } = installFakeDaemon({
        'POST /test/upload': (request: { blob: Blob | null }) => envelope({ size: request.blob?.size ?? -1 }),
      });
      const result = await call(binaryCall, {}, { body: file });
      expect(result).toMatchObject({ success: true, data: { size: 1000 } });
      expect(fetchMock).not.toHaveBeenCalled();
      const [request] = seen;
      expect(request?.blob).toBe(file);
      expect(request?.headers.get('Content-Type')).toBe('application/octet-stream');
      expect(request?.headers.get('token')).toBe('tok-1');
      expect(request?.headers.get('Accept-Language')).toBe('zh-CN');
      expect(request?.query.get('webagent')).toBe('v2');
      expect(request?.query.has('token')).toBe(false);
    });

    it('reports the bytes sent as the body goes out', async () => {
      installFakeDaemon({ 'POST /test/upload': envelope({ size: 1000 }) });
      const progress: UploadProgress[] = [];
      await call(binaryCall, {}, { body: file, onUploadProgress: (step) => progress.push(step) });
      expect(progress).toHaveLength(FAKE_UPLOAD_STEPS);
      expect(progress.at(0)).toEqual({ sent: 250, total: 1000 });
      expect(progress.at(-1)).toEqual({ sent: 1000, total: 1000 });
    });

    it('turns a refusal into a failure with the daemon’s message, toasted unless asked not to', async () => {
      installFakeDaemon({ 'POST /test/upload': envelope(null, 'C114001', 'The archive is not signed') });
      const result = await call(binaryCall, {}, { body: file, toast: false });
      expect(result).toMatchObject({ success: false, code: 'C114001', message: 'The archive is not signed' });
      expect(reactions).toEqual([]);
    });

    it('gives up when the caller aborts, without a toast', async () => {
      installFakeDaemon({ 'POST /test/upload': () => new Promise(() => {}) });
      const controller = new AbortController();
      const pending = call(binaryCall, {}, { body: file, signal: controller.signal });
      controller.abort();
      expect(await pending).toMatchObject({ success: false, code: 'aborted' });
      expect(reactions).toEqual([]);
    });

    it('turns a network failure or a timeout into the usual results', async () => {
      const outcomes: ('onerror' | 'ontimeout')[] = ['onerror', 'ontimeout'];
      for (const outcome of outcomes) {
        vi.stubGlobal(
          'XMLHttpRequest',
          class {
            upload = {};
            [key: string]: unknown;
            open() {}
            setRequestHeader() {}
            send() {
              queueMicrotask(() => (this[outcome] as () => void)());
            }
          },
        );
        const result = await call(binaryCall, {}, { body: file, toast: false });
        expect(result).toMatchObject({ success: false, code: outcome === 'onerror' ? 'network' : 'timeout' });
      }
    });
  });

  it('puts a GET call’s fields in the query and never the token', async () => {
    useSessionStore.getState().signIn(session, false);
    const { seen } = installFakeDaemon({ 'GET /key/pub': envelope(keyAnswer) });
    await call(CALLS.keyPub, { signme: '1' });
    expect(seen[0]?.query.get('signme')).toBe('1');
    expect(seen[0]?.query.has('token')).toBe(false);
    expect(seen[0]?.headers.get('token')).toBe('tok-1');
  });

  it('turns a network failure into a result and records the error time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const before = useConnectionStore.getState().times.lastErrorAt;
    const result = await call(CALLS.isRegistered, {});
    expect(result).toMatchObject({ success: false, code: 'network', message: '网络连接错误' });
    expect(useConnectionStore.getState().times.lastErrorAt).not.toBe(before);
    expect(reactions).toEqual([{ kind: 'toast', text: '网络连接错误' }]);
  });

  it('gives up after the call’s timeout with the timeout text', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    const pending = call(CALLS.versions, {}, { toast: false });
    await vi.advanceTimersByTimeAsync(CALLS.versions.timeoutMs);
    expect(await pending).toMatchObject({
      success: false,
      code: 'timeout',
      message: '请求超时，请检查网络后重试',
    });
  });

  it('reports a sign-out code as a sign-out even when toasts are off', async () => {
    installFakeDaemon({ 'POST /v1/user/authToken': envelope(null, SIGN_OUT.expired, 'expired') });
    await call(CALLS.authToken, {}, { toast: false });
    expect(reactions).toEqual([{ kind: 'signOut', notice: null }]);
  });

  it('refuses an answer whose data does not match the contract', async () => {
    installFakeDaemon({ 'POST /v1/user/isRegistered': envelope({ registered: 'yes' }) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await call(CALLS.isRegistered, {}, { toast: false });
    expect(result).toMatchObject({ success: false, code: 500 });
    error.mockRestore();
  });

  it('encrypts each credential separately, sends key_id, and retries once with a fresh key when it is stale', async () => {
    let attempts = 0;
    const { seen } = installFakeDaemon({
      'GET /key/pub': envelope(keyAnswer),
      'POST /v1/user/setSuperAdminPasswd': () => {
        attempts += 1;
        return attempts === 1
          ? envelope(null, Code.staleKey, 'stale')
          : envelope({ userid: 1, username: 'admin' });
      },
    });
    const result = await callWithCredentials(
      CALLS.setSuperAdminPasswd,
      { username: 'admin', password: 'Passw0rd!' },
      (sealed) => sealed,
    );
    expect(result.success).toBe(true);
    expect(seen.map((r) => r.path)).toEqual([
      '/key/pub',
      '/v1/user/setSuperAdminPasswd',
      '/key/pub',
      '/v1/user/setSuperAdminPasswd',
    ]);
    const form = seen[3]?.form;
    expect(form?.get('key_id')).toBe('k1');
    expect(decryptSecret(form?.get('username') ?? '')).toBe('admin');
    expect(decryptSecret(form?.get('password') ?? '')).toBe('Passw0rd!');
    expect(reactions).toEqual([]);
  });
});
