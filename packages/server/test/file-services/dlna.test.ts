import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CALLS,
  Code,
  FILE_SERVICE_CALLS,
  type DlnaConfig,
  type FileServiceStatus,
  type ServiceMapping,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/daemon.js';
import { startFilesStage, type FilesStage } from '../files/files-stage.js';
import { browseFolders, deviceDescription, searchMediaServers } from './dlna-client.js';
import { tinyAvi } from './dlna-tiny-video.js';

/**
 * DLNA for real (issue 17 §1): the daemon runs Debian's minidlna over group folders the
 * administrator chose, on a pool of its own. A client on loopback finds it over SSDP, reads its
 * description and walks its folders with ContentDirectory `Browse`, as a television does.
 * minidlna announces on `lo` only (COFFER_DLNA_INTERFACES), so nothing reaches the machine's network.
 */
const DLNA = FILE_SERVICE_CALLS.dlna;
let stage: FilesStage;
let port: number;
let mappings: ServiceMapping[];
const FILMS = tinyAvi(10, 1);
const EPISODE = tinyAvi(12, 2);

const folder = (name: string) => join(stage.poolRoot, 'public', name);
const mappingId = (name: string) => mappings.find((mapping) => mapping.name === name)!.id;
const serviceDir = () => join(stage.daemon.dataDir, 'services', 'dlna');
const location = () => `http://127.0.0.1:${port}/rootDesc.xml`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function status(): Promise<FileServiceStatus> {
  return stage.ok<FileServiceStatus>('owner', DLNA.status.path, {});
}

function setConfig(change: object | string) {
  const data = typeof change === 'string' ? change : JSON.stringify(change);
  return stage.call<DlnaConfig>('owner', DLNA.config.path, { data });
}

async function contentDirectory(): Promise<string> {
  return (await deviceDescription(location())).contentDirectory;
}

/** Polls the folders a client sees until `done` holds for their paths. */
async function browseUntil(done: (paths: string[]) => boolean, what: string): Promise<string[]> {
  const control = await contentDirectory();
  let paths: string[] = [];
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    paths = (await browseFolders(control)).map((item) => item.path);
    if (done(paths)) return paths;
    await sleep(250);
  }
  const log = readFileSync(join(serviceDir(), 'minidlna.log'), 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`${what}: a client saw ${JSON.stringify(paths)}\n--- minidlna.log ---\n${log}`);
}

/**
 * Waits until minidlna watches `count` folders with inotify: it begins only after its first scan,
 * and a file written before that is not seen until the next scan.
 */
async function inotifyWatching(pid: number, count: number): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const watches = new Set<string>();
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' }) !== 'anon_inode:inotify') continue;
      const info = readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8');
      for (const wd of info.matchAll(/^inotify wd:(\d+)/gm)) watches.add(wd[1]!);
    }
    if (watches.size >= count) return;
    if (Date.now() > until) throw new Error(`minidlna watches ${watches.size} folders, not ${count}`);
    await sleep(200);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  process.env.COFFER_DLNA_INTERFACES = 'lo';
  try {
    stage = await startFilesStage('coffer-dlna-');
  } finally {
    delete process.env.COFFER_DLNA_INTERFACES;
  }
  for (const name of ['Films', 'Shows']) await stage.ok('owner', CALLS.publicNewDir.path, { name });
  writeFileSync(join(folder('Films'), 'clip.avi'), FILMS);
  writeFileSync(join(folder('Shows'), 'episode.avi'), EPISODE);
  // A video in someone's own folder: DLNA has no accounts, so it must never be served.
  writeFileSync(join(stage.home('alice'), 'private.avi'), tinyAvi(5, 3));
  mappings = (await stage.ok<{ list: ServiceMapping[] }>('owner', DLNA.mappingList.path, {})).list;
  port = await freePort();
}, 300_000);

afterAll(async () => {
  const left = await stage?.daemon.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

describe('DLNA', () => {
  it('serves a chosen group folder: found over SSDP on loopback, named, its video listed and played', async () => {
    const saved = await setConfig({ port, friendlyName: 'Coffer 客厅', folders: [mappingId('Films')] });
    expect(saved.success, saved.message).toBe(true);
    const enabled = await stage.ok<FileServiceStatus>('owner', DLNA.enable.path, { enable: true });
    expect(enabled).toMatchObject({ enabled: true, state: 'running', ports: [port, 1900], error: null });
    expect(alive(enabled.pid!)).toBe(true);

    const indexed = await stage.daemon.waitFor<FileServiceStatus>(
      DLNA.status.path,
      {},
      stage.tokens.owner,
      (now) => (now.indexed?.video ?? 0) >= 1,
    );
    expect(indexed.indexed).toEqual({ audio: 0, video: 1, image: 0 });

    expect(await searchMediaServers()).toContain(location());
    const description = await deviceDescription(location());
    expect(description.friendlyName).toBe('Coffer 客厅');

    const items = await browseFolders(description.contentDirectory);
    expect(items.map((item) => item.path)).toEqual(['clip']);
    const played = Buffer.from(await (await fetch(items[0]!.url!)).arrayBuffer());
    expect(sha256(played)).toBe(sha256(FILMS));
  }, 60_000);

  it('follows the chosen folders: one added, a new file seen at once, one dropped', async () => {
    const before = (await status()).pid!;
    const both = await setConfig({ folders: [mappingId('Films'), mappingId('Shows')] });
    expect(both.success, both.message).toBe(true);
    const restarted = await status();
    expect(restarted.state).toBe('running');
    expect(restarted.pid).not.toBe(before);
    expect(alive(before)).toBe(false);
    await browseUntil(
      (paths) => paths.join() === 'Films/clip,Shows/episode',
      'both folders, each under its name',
    );

    // inotify: a file copied in while it runs is served without a restart.
    await inotifyWatching(restarted.pid!, 2);
    writeFileSync(join(folder('Shows'), 'pilot.avi'), tinyAvi(8, 4));
    await browseUntil((paths) => paths.includes('Shows/pilot'), 'the new file');
    expect((await status()).pid).toBe(restarted.pid);

    const one = await setConfig({ folders: [mappingId('Shows')] });
    expect(one.success, one.message).toBe(true);
    // The index is built again from Shows alone: nothing of Films is left.
    await browseUntil((paths) => paths.join() === 'episode,pilot', 'Shows alone');
  }, 90_000);

  it('refuses a bad configuration with C128001 and changes nothing', async () => {
    const config = await stage.ok<DlnaConfig>('owner', DLNA.config.path, {});
    const conf = readFileSync(join(serviceDir(), 'minidlna.conf'), 'utf8');
    const { pid } = await status();
    const bad: (object | string)[] = [
      { folders: [mappingId('home')] },
      { folders: [999_999] },
      { folders: [mappingId('Films'), mappingId('Films')] },
      { friendlyName: 'Coffer\nmedia_dir=/' },
      { friendlyName: '影'.repeat(22) },
      { friendlyName: '   ' },
      { port: 0 },
      { port: 'eighty' },
      'not json',
    ];
    for (const change of bad) {
      const answer = await setConfig(change);
      expect([JSON.stringify(change), answer.code]).toEqual([
        JSON.stringify(change),
        Code.fileServiceConfigInvalid,
      ]);
    }
    expect(await stage.ok<DlnaConfig>('owner', DLNA.config.path, {})).toEqual(config);
    expect(readFileSync(join(serviceDir(), 'minidlna.conf'), 'utf8')).toBe(conf);
    expect(await status()).toMatchObject({ state: 'running', pid });
  });

  it('refuses a port another program holds with C128007 and keeps serving', async () => {
    const taken = await freePort();
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(taken, '0.0.0.0', resolve));
    try {
      const answer = await setConfig({ port: taken });
      expect(answer.code).toBe(Code.fileServicePortInUse);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    expect((await stage.ok<DlnaConfig>('owner', DLNA.config.path, {})).port).toBe(port);
    expect(await searchMediaServers()).toContain(location());
  });

  it('has no recycle bin: it only reads', async () => {
    expect(await stage.ok('owner', DLNA.recycle.path, {})).toEqual({ enable: false });
    const refused = await stage.call('owner', DLNA.recycle.path, { enable: true });
    expect(refused.code).toBe(Code.fileServiceNoRecycle);
  });

  it('is refused to an ordinary user', async () => {
    const refused = await stage.call('alice', DLNA.enable.path, { enable: false });
    expect(refused.success).toBe(false);
    expect((await status()).state).toBe('running');
  });

  it('comes back by itself when minidlna dies', async () => {
    const { pid } = await status();
    process.kill(pid!, 'SIGKILL');
    const back = await stage.daemon.waitFor<FileServiceStatus>(
      DLNA.status.path,
      {},
      stage.tokens.owner,
      (now) => now.state === 'running' && now.pid !== pid,
    );
    expect(back).toMatchObject({ enabled: true, ports: [port, 1900], error: null });
    expect(await searchMediaServers()).toContain(location());
  });

  it('stops with the daemon and runs again when it starts, as it was', async () => {
    const { pid } = await status();
    await stage.daemon.stop();
    expect(alive(pid!)).toBe(false);
    await stage.daemon.start({ COFFER_DLNA_INTERFACES: 'lo' });
    const again = await stage.daemon.waitFor<FileServiceStatus>(
      DLNA.status.path,
      {},
      stage.tokens.owner,
      (now) => now.state === 'running' && (now.indexed?.video ?? 0) >= 2,
      60_000,
    );
    expect(again).toMatchObject({ enabled: true, ports: [port, 1900] });
    expect(again.pid).not.toBe(pid);
    expect(await searchMediaServers()).toContain(location());
    const paths = (await browseFolders(await contentDirectory())).map((item) => item.path);
    expect(paths).toEqual(['episode', 'pilot']);
  }, 120_000);

  it('stops when disabled: its process gone, no answer over SSDP or HTTP', async () => {
    const { pid } = await status();
    const stopped = await stage.ok<FileServiceStatus>('owner', DLNA.enable.path, { enable: false });
    expect(stopped).toMatchObject({ enabled: false, state: 'stopped', pid: null, ports: [], indexed: null });
    expect(alive(pid!)).toBe(false);
    expect(await searchMediaServers()).not.toContain(location());
    await expect(fetch(location())).rejects.toThrow();
    expect(existsSync(join(serviceDir(), 'minidlna.pid'))).toBe(false);
  });

  it("says why a start failed, in minidlna's words, and stays off", async () => {
    const taken = await freePort();
    expect((await setConfig({ port: taken })).success).toBe(true);
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(taken, '0.0.0.0', resolve));
    try {
      const refused = await stage.call('owner', DLNA.enable.path, { enable: true });
      expect(refused.code).toBe(Code.fileServiceStartFailed);
      expect(refused.message).toContain('bind(http): Address already in use');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    expect(await status()).toMatchObject({ enabled: false, state: 'stopped', pid: null });
  });
});
