import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PasswordEvent, type RecycleItem, type ShareLink } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import { passPasswordCheck } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';
import { call, homeOf, runTask, startFilesDevice } from './files-device.js';

/**
 * Each pool, file, share and setting act through the real daemon (a real btrfs pool on a loop
 * device) writes exactly one audit row, with who, from where, what, to what and the result.
 */
let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let ownerId: number;
let poolId: string;
let home: string;

interface Row {
  id: number;
  user_id: number | null;
  username: string;
  ip: string;
  category: string;
  action: string;
  target: string;
  result: string;
}
const rows = () => test.device.db.prepare('SELECT * FROM audit_log ORDER BY id').all() as Row[];
const newestId = () => rows().at(-1)?.id ?? 0;

beforeAll(async () => {
  sandbox = createBaySandbox();
  ({ test, token } = await startFilesDevice(sandbox));
  ownerId = (test.device.db.prepare("SELECT id FROM users WHERE username = 'owner'").get() as { id: number })
    .id;
  home = await homeOf(test, 'owner');
  const created = rows().filter((row) => row.action === 'pool.create');
  expect(created).toHaveLength(1);
  poolId = created[0]!.target;
}, 240_000);
afterAll(() => tearDownSandbox(sandbox, test), 120_000);

const recycled = async (): Promise<RecycleItem[]> =>
  (await call<{ items: RecycleItem[] }>(test, token, '/v2/file/recycle/list', { bin: 'home' })).data.items;
async function deleteFile(name: string): Promise<void> {
  writeFileSync(join(home, name), name);
  await runTask(test, token, '/v2/file/delete', { paths: [`/home/${name}`] });
}

let share: ShareLink;

const acts: { name: string; run: () => Promise<unknown>; expected: () => Partial<Row> }[] = [
  {
    name: 'a scrub started',
    run: () => call(test, token, '/zspool/scrub/start', { pid: poolId }),
    expected: () => ({ category: 'storage', action: 'pool.scrub.start', target: poolId, result: 'ok' }),
  },
  {
    name: 'a scrub cancelled',
    run: () => call(test, token, '/zspool/scrub/cancel', { pid: poolId }),
    expected: () => ({ category: 'storage', action: 'pool.scrub.cancel', target: poolId, result: 'ok' }),
  },
  {
    name: 'a refused scrub of a pool that does not exist',
    run: () => call(test, token, '/zspool/scrub/start', { pid: 'pool-none' }),
    expected: () => ({ category: 'storage', action: 'pool.scrub.start', target: 'pool-none' }),
  },
  {
    name: 'a file deleted',
    run: async () => {
      writeFileSync(join(home, 'gone.txt'), 'gone');
      return runTask(test, token, '/v2/file/delete', { paths: ['/home/gone.txt'] });
    },
    expected: () => ({ category: 'file', action: 'file.delete', target: '/home/gone.txt', result: 'ok' }),
  },
  {
    name: 'a restore from the recycle bin',
    run: async () => {
      const [entry] = await recycled();
      const from = newestId();
      await runTask(test, token, '/v2/file/recycle/restore', { bin: 'home', ids: [entry!.id] });
      return from;
    },
    expected: () => ({ category: 'file', action: 'recycle.restore', target: 'home', result: 'ok' }),
  },
  {
    name: 'a delete for ever',
    run: async () => {
      await deleteFile('forever.txt');
      const [entry] = await recycled();
      const from = newestId();
      await call(test, token, '/v2/file/recycle/delete', { bin: 'home', ids: [entry!.id] });
      return from;
    },
    expected: () => ({ category: 'file', action: 'recycle.delete', target: 'home', result: 'ok' }),
  },
  {
    name: 'the recycle bin emptied',
    run: async () => {
      await deleteFile('emptied.txt');
      const from = newestId();
      await call(test, token, '/v2/file/recycle/empty', { bin: 'home' });
      return from;
    },
    expected: () => ({ category: 'file', action: 'recycle.empty', target: 'home', result: 'ok' }),
  },
  {
    name: 'the recycle days changed',
    run: () => call(test, token, '/v2/file/recycle/config/set', { days: 12 }),
    expected: () => ({ category: 'setting', action: 'recycle.days', target: 'recycle', result: 'ok' }),
  },
  {
    name: 'the default pool chosen',
    run: () => call(test, token, '/v2/file/pool/set', { id: poolId }),
    expected: () => ({ category: 'setting', action: 'file.pool.set', target: poolId, result: 'ok' }),
  },
  {
    name: 'a share link created',
    run: async () => {
      writeFileSync(join(home, 'shared.txt'), 'shared');
      share = (await call<ShareLink>(test, token, '/v2/tob/share/create', { path: '/home/shared.txt' })).data;
    },
    expected: () => ({ category: 'share', action: 'share.create', target: '/home/shared.txt', result: 'ok' }),
  },
  {
    name: 'a share link modified',
    run: () => call(test, token, '/v2/tob/share/modify', { id: share.id, code: 'ab12' }),
    expected: () => ({ category: 'share', action: 'share.modify', target: '/home/shared.txt', result: 'ok' }),
  },
  {
    name: 'a share link deleted',
    run: () => call(test, token, '/v2/tob/share/delete', { ids: [share.id] }),
    expected: () => ({ category: 'share', action: 'share.delete', target: share.id, result: 'ok' }),
  },
  {
    name: 'the share settings changed',
    run: () => call(test, token, '/v2/tob/share/config/set', { connect_type: 0, domain: '' }),
    expected: () => ({ category: 'setting', action: 'share.config', target: 'share', result: 'ok' }),
  },
  {
    name: 'a pool deleted',
    run: async () => {
      const from = newestId();
      expect((await passPasswordCheck(test, token, PasswordEvent.storageDelete)).success).toBe(true);
      const answer = await call(test, token, '/zspool/delete/set', { id: poolId });
      expect(answer.success).toBe(true);
      return from;
    },
    expected: () => ({ category: 'storage', action: 'pool.delete', target: poolId, result: 'ok' }),
  },
];

describe('every pool, file, share and setting act', () => {
  it.each(acts)(
    'writes $name exactly once',
    async ({ run, expected }) => {
      const before = newestId();
      const answer = await run();
      const from = typeof answer === 'number' ? answer : before;
      const written = rows().filter((row) => row.id > from);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        user_id: ownerId,
        username: 'owner',
        ip: '127.0.0.1',
        ...expected(),
      });
    },
    60_000,
  );

  it('writes a refusal with its code', () => {
    const refused = rows().find((row) => row.target === 'pool-none');
    expect(refused?.result).not.toBe('ok');
    expect(refused?.result).toMatch(/^[A-Z]?\d+$/);
  });

  it('lists them in the CSV export', async () => {
    const response = await test.raw('/v2/tob/log/export', { headers: { cookie: `coffer_session=${token}` } });
    const text = (await response.text()).replace(/^\uFEFF/, '');
    for (const { expected } of acts) expect(text).toContain(`,${expected().action},`);
  });
});
