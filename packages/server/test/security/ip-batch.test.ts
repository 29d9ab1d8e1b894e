import {
  Code,
  IP_BATCH_MAX_LINES,
  SAFE_SERVICE,
  type IpBatchReport,
  type IpBlackEntry,
  type IpWhiteEntry,
} from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';
import { OTHER_ADDRESS, postFrom } from './from-address.js';

const AGENT = '/v1/api/agent';
let test: TestDevice;
let token: string;
let reloads = 0;

beforeEach(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  token = await signIn(test);
  reloads = 0;
  test.device.security.gate.onReload(() => (reloads += 1));
});
afterEach(async () => {
  await test.close();
});

function agent<T>(service: string, fields: Record<string, unknown> = {}) {
  return test.post<T>(
    `${AGENT}?s=${service}`,
    { service, ...fields },
    { token, headers: { 'accept-language': 'en' } },
  );
}

const securityRows = () =>
  test.device.audit
    .latest(5000)
    .filter((row) => row.category === 'security')
    .reverse();

/** `count` distinct addresses from 10.1.0.1 on. */
const addresses = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `10.1.${Math.floor((from + i) / 250)}.${((from + i) % 250) + 1}`);

describe('adding many IP entries at once', () => {
  it('adds every good line in one act, reports each refused line and why, and enforces them at once', async () => {
    const single = await agent<IpBlackEntry>(SAFE_SERVICE.ipBlackAdd, { ip: '192.0.2.7', remark: '' });
    expect(single.success).toBe(true);
    reloads = 0;
    const before = securityRows().length;
    const text = [
      'ip,remark,state',
      `${OTHER_ADDRESS},"office, 2nd floor"`,
      '# a comment',
      '198.51.100.0/24',
      'not-an-address',
      '',
      '192.0.2.7',
      '198.51.100.0/24',
      '127.0.0.0/8',
      '2001:db8::/32,v6',
    ].join('\n');
    const answer = await agent<IpBatchReport>(SAFE_SERVICE.ipBlackBatchAdd, { text });
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    expect(answer.data.added).toBe(3);
    expect(answer.data.refused.map(({ line, ip, code }) => [line, ip, code])).toEqual([
      [5, 'not-an-address', Code.ipEntryInvalid],
      [7, '192.0.2.7', Code.ipEntryExists],
      [8, '198.51.100.0/24', Code.ipEntryExists],
      [9, '127.0.0.0/8', Code.ipEntryCoversConsole],
    ]);
    expect(answer.data.refused[0]!.message).toContain('is not a valid IP address');
    expect(reloads).toBe(1);
    const listed = await agent<{ items: IpBlackEntry[] }>(SAFE_SERVICE.ipBlackList, { limit: 100 });
    expect(listed.data.items.map((entry) => [entry.ip, entry.remark]).sort()).toEqual(
      [
        ['192.0.2.7', ''],
        [OTHER_ADDRESS, 'office, 2nd floor'],
        ['198.51.100.0/24', ''],
        ['2001:db8::/32', 'v6'],
      ].sort(),
    );
    const rows = securityRows().slice(before);
    expect(rows.map((row) => [row.action, row.target])).toEqual([
      ['security.block.add', OTHER_ADDRESS],
      ['security.block.add', '198.51.100.0/24'],
      ['security.block.add', '2001:db8::/32'],
    ]);
    const call = await postFrom(test, OTHER_ADDRESS, '/kv/load', { k: 'x' });
    expect(call.envelope.code).toBe(Code.addressRefused);
  });

  it('refuses an empty batch and one too long, changing nothing', async () => {
    const before = securityRows().length;
    const empty = await agent(SAFE_SERVICE.ipWhiteBatchAdd, { text: '\n# nothing\n' });
    expect(empty.code).toBe(Code.ipBatchEmpty);
    const tooLong = await agent(SAFE_SERVICE.ipWhiteBatchAdd, {
      text: addresses(IP_BATCH_MAX_LINES + 1).join('\n'),
    });
    expect(tooLong.code).toBe(Code.ipBatchTooLong);
    const listed = await agent<{ total: number }>(SAFE_SERVICE.ipWhiteList);
    expect(listed.data.total).toBe(0);
    expect(securityRows().length).toBe(before);
    expect(reloads).toBe(0);
  });

  it('adds 1000 allow entries with one gate rebuild, far faster than one at a time', async () => {
    let started = performance.now();
    for (const ip of addresses(1000)) {
      const answer = await agent<IpWhiteEntry>(SAFE_SERVICE.ipWhiteAdd, { ip, remark: '' });
      expect(answer.success).toBe(true);
    }
    const oneByOne = performance.now() - started;
    expect(reloads).toBe(1000);

    reloads = 0;
    started = performance.now();
    const batch = await agent<IpBatchReport>(SAFE_SERVICE.ipWhiteBatchAdd, {
      text: addresses(1000, 1000).join('\n'),
    });
    const batched = performance.now() - started;
    expect(batch.data).toEqual({ added: 1000, refused: [] });
    expect(reloads).toBe(1);
    const listed = await agent<{ total: number }>(SAFE_SERVICE.ipWhiteList);
    expect(listed.data.total).toBe(2000);
    console.log(
      `1000 allow entries: one call each ${oneByOne.toFixed(0)} ms (the list from 0 to 1000); ` +
        `one batch ${batched.toFixed(0)} ms (the list from 1000 to 2000)`,
    );
    expect(batched).toBeLessThan(oneByOne / 3);
  }, 120_000);
});
