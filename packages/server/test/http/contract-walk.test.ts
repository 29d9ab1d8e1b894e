import { ALL_CALLS, CATALOGUE, SIGN_OUT, SUCCESS_CODE, isSignOutCode, type Envelope } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
beforeAll(async () => {
  test = await startTestDevice();
});
afterAll(async () => {
  await test.close();
});

const privateCalls = ALL_CALLS.filter((call) => !call.access.public);
const postCalls = ALL_CALLS.filter((call) => call.method === 'POST');

function isEnvelope(body: unknown): body is Envelope {
  const value = body as Envelope;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.success === 'boolean' &&
    'code' in value &&
    typeof value.message === 'string' &&
    'data' in value
  );
}

describe('the whole contract', () => {
  it('has private calls to walk', () => {
    expect(privateCalls.length).toBeGreaterThan(3);
  });

  it.each(privateCalls.map((call) => [call.method, call.path] as const))(
    '%s %s answers an anonymous caller with the missing-token sign-out code',
    async (method, path) => {
      const response =
        method === 'GET'
          ? await test.raw(path)
          : await test.raw(path, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'a=1',
            });
      const body = (await response.json()) as Envelope;
      expect(response.status).toBe(200);
      expect(body.success).toBe(false);
      expect(body.code).toBe(SIGN_OUT.tokenMissing);
    },
  );

  it.each(privateCalls.map((call) => [call.method, call.path] as const))(
    '%s %s answers a made-up token with a sign-out code',
    async (method, path) => {
      const token = 'x'.repeat(43);
      const response =
        method === 'GET'
          ? await test.raw(path, { headers: { token } })
          : await test.raw(path, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ token }),
            });
      const body = (await response.json()) as Envelope;
      expect(isSignOutCode(body.code)).toBe(true);
      expect(body.code).toBe(SIGN_OUT.tokenInvalid);
    },
  );

  const malformedBodies: [string, string, string][] = [
    ['truncated JSON', 'application/json', '{"token": "abc", '],
    ['a JSON number where an object belongs', 'application/json', '42'],
    ['binary noise as JSON', 'application/json', '\u0000\u0001\u00ff{'],
    ['a form body of percent garbage', 'application/x-www-form-urlencoded', '%%%=%E0%A4%A&&=='],
    ['an unknown content type', 'application/x-unknown', 'zzz'],
  ];

  for (const [label, contentType, payload] of malformedBodies) {
    it.each(postCalls.map((call) => [call.path] as const))(
      `%s answers ${label} with the envelope and a status below 500`,
      async (path) => {
        const response = await test.raw(path, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: payload,
        });
        expect(response.status).toBeLessThan(500);
        const body: unknown = await response.json();
        expect(isEnvelope(body)).toBe(true);
        expect((body as Envelope).success).toBe(false);
        const code = (body as Envelope).code;
        expect(code).not.toBe(SUCCESS_CODE);
        expect(CATALOGUE[String(code)]).toBeDefined();
        expect(JSON.stringify(body)).not.toMatch(/at .+\.(ts|js):\d+/);
      },
    );
  }

  it('answers an unknown path with 404 and the envelope', async () => {
    const response = await test.raw('/v1/no/such/call', { method: 'POST' });
    expect(response.status).toBe(404);
    const body = (await response.json()) as Envelope;
    expect(body).toMatchObject({ success: false, code: 'C100404' });
  });

  it('sends the security headers on answers and on unknown paths', async () => {
    for (const response of [await test.raw('/healthcheck'), await test.raw('/no/such/path')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('answers a body that cannot be parsed with 400', async () => {
    const response = await test.raw('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).code).toBe('C100400');
  });

  it('never accepts a token from the query string', async () => {
    const response = await test.raw('/v1/user/authToken?token=abc', { method: 'POST' });
    expect(((await response.json()) as Envelope).code).toBe(SIGN_OUT.tokenMissing);
  });
});
