import { describe, expect, it } from 'vitest';
import { normaliseResponse, type RawOutcome, type TransportTexts } from './normalise-response';

const texts: TransportTexts = {
  timeout: 'timed out, check the network',
  serverError: 'service problem, retry later',
  network: 'network connection error',
  cannotConnect: 'Cannot connect to NAS',
};

const ok = (body: unknown, status = 200, url = 'http://nas/v1/user/isRegistered'): RawOutcome => ({
  kind: 'response',
  status,
  url,
  body,
});

describe('normaliseResponse', () => {
  const cases: Array<[name: string, outcome: RawOutcome, expected: object, connection: string]> = [
    [
      'keeps a success envelope as it is',
      ok({ success: true, code: 200, message: 'success', data: { registered: true } }),
      { success: true, code: 200, message: 'success', data: { registered: true } },
      'success',
    ],
    [
      'treats a string code "200" as success',
      ok({ code: '200', message: '', data: 1 }),
      { success: true, code: 200, data: 1 },
      'success',
    ],
    [
      'makes a non-200 code a failure result',
      ok({ success: false, code: 'C101001', message: 'Wrong username or password', data: null }),
      { success: false, code: 'C101001', message: 'Wrong username or password', data: null },
      'success',
    ],
    [
      'takes a numeric error field as the code when code is missing',
      ok({ error: 403, msg: 'denied' }),
      { success: false, code: 403, message: 'denied' },
      'success',
    ],
    [
      'takes error 200 as success when code is missing',
      ok({ error: 200, data: { a: 1 } }),
      { success: true, code: 200, data: { a: 1 } },
      'success',
    ],
    [
      'wraps a bare list as success 200',
      ok([1, 2, 3]),
      { success: true, code: 200, data: [1, 2, 3] },
      'success',
    ],
    [
      'gives code 504 Cannot connect to NAS when the answer came from 504.html',
      ok('<html>gateway</html>', 200, 'http://cluster/504.html'),
      { success: false, code: 504, message: 'Cannot connect to NAS' },
      'error',
    ],
    [
      'gives the timeout text for HTTP 504',
      ok('', 504),
      { success: false, code: 504, message: 'timed out, check the network' },
      'error',
    ],
    [
      'gives the service-problem text for HTTP 500 without a body',
      ok(null, 500),
      { success: false, code: 500, message: 'service problem, retry later' },
      'error',
    ],
    [
      'keeps the daemon message of an HTTP 500 envelope',
      ok({ success: false, code: 500, message: 'db busy', data: null }, 500),
      { success: false, code: 500, message: 'db busy' },
      'error',
    ],
    [
      'keeps the envelope of an HTTP 400 answer',
      ok({ success: false, code: 'C100400', message: 'bad body', data: null }, 400),
      { success: false, code: 'C100400', message: 'bad body' },
      'success',
    ],
    [
      'makes an answer in no known shape a failure',
      ok('<html>hello</html>', 404),
      { success: false, code: 404, message: 'service problem, retry later' },
      'success',
    ],
    [
      'maps a timeout to the timeout text',
      { kind: 'timeout' },
      { success: false, code: 'timeout', message: texts.timeout },
      'error',
    ],
    [
      'maps a network failure to the network text',
      { kind: 'network' },
      { success: false, code: 'network', message: texts.network },
      'error',
    ],
    [
      'leaves the connection alone when the caller gave up',
      { kind: 'aborted' },
      { success: false, code: 'aborted' },
      'none',
    ],
  ];

  it.each(cases)('%s', (_name, outcome, expected, connection) => {
    const result = normaliseResponse(outcome, texts);
    expect(result.envelope).toMatchObject(expected);
    expect(result.connection).toBe(connection);
  });

  it('never throws, whatever the body', () => {
    for (const body of [undefined, null, 0, 'text', true, {}, { code: null }]) {
      expect(() => normaliseResponse(ok(body), texts)).not.toThrow();
      expect(normaliseResponse(ok(body), texts).envelope.success).toBe(false);
    }
  });
});
