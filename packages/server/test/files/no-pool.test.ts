import { CALLS, type DirTop } from '@coffer/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';

let daemon: DaemonProcess;
let token: string;

beforeAll(async () => {
  daemon = await createDaemonProcess({ prefix: 'coffer-files-nopool-' });
  await daemon.start();
  token = await daemon.token();
}, 180_000);

afterAll(async () => {
  const left = await daemon?.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

it('without a pool the roots still answer, saying there is no pool, and file calls say why', async () => {
  const top = await daemon.call<DirTop>(CALLS.fileDirTop.path, {}, token);
  expect(top.data).toEqual({
    pool: null,
    my: { path: '/home' },
    public: { path: '/public', publicSwitch: 1 },
    dirs: [],
    permissions: {},
  });
  expect((await daemon.call(CALLS.fileList.path, { path: '/home' }, token)).code).toBe('C116008');
  expect((await daemon.call(CALLS.fileMkdir.path, { path: '/home', name: 'x' }, token)).code).toBe('C116008');
  expect((await daemon.call(CALLS.publicNewDir.path, { name: 'team' }, token)).code).toBe('C116008');
  const info = await daemon.call<{ dirs: unknown[] }>(CALLS.publicDirInfo.path, {}, token);
  expect(info.data.dirs).toEqual([]);
  const pools = await daemon.call(CALLS.filePoolGet.path, {}, token);
  expect(pools.data).toEqual({ pool: null, chosen: false, choices: [] });
});
