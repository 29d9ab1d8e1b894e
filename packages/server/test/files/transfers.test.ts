import { execFileSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { CALLS, Code, Role, SESSION_COOKIE, SIGN_OUT, UPLOAD_FINAL_PATH_HEADER } from '@coffer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KERNEL_SEND_FROM_BYTES } from '../../src/modules/files/transfers/kernel-send.js';
import { exec } from '../../src/platform/exec.js';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import { createSataPool } from '../support/degraded-pool.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { signIn, type TestDevice } from '../support/test-device.js';
import { tusClient, type TusAnswer, type TusClient } from '../support/tus-upload.js';
import { writeTree } from './files-device.js';

let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let userToken: string;
let userId: number;
let filesRoot: string;
let ownerHome: string;
let tus: TusClient;

const bytes = (size: number, seed = 1) => {
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) out[i] = (i * 31 + seed) & 0xff;
  return out;
};

/** Debian's unzip, in a UTF-8 locale so it prints names as they are. */
const unzip = (...args: string[]) =>
  execFileSync('unzip', args, { env: { ...process.env, LC_ALL: 'C.UTF-8' }, encoding: 'utf8' });

function envelopeOf(answer: TusAnswer): { code: string | number; msg: string } {
  const body = JSON.parse(answer.body) as { code: string | number; msg: string };
  return body;
}

/** Staged uploads of every staging folder of the pool. */
function staged(): string[] {
  const dir = join(filesRoot, '.coffer', 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function uploadWhole(client: TusClient, meta: Parameters<TusClient['create']>[0], body: Buffer) {
  const created = await client.create(meta, body.length);
  expect(created.status, created.body).toBe(201);
  const url = client.urlOf(created);
  const done = await client.patch(url, 0, body);
  expect(done.status, done.body).toBe(204);
  return { url, done, path: decodeURI(done.headers.get(UPLOAD_FINAL_PATH_HEADER) ?? '') };
}

beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  const [disk] = await insertDisks(test, { sata1: '100G' });
  const { poolId } = await createSataPool(test, token, 'basic', [disk!.serial]);
  filesRoot = test.device.pools.filesPath(poolId);
  const added = await test.device.accounts.addUser({
    username: 'reader',
    mainRole: Role.user,
    password: 'Coffer-2026b',
  });
  userId = added.userid;
  userToken = await signIn(test, { username: 'reader', password: 'Coffer-2026b' });
  const team = test.device.files.publicDirs.create('Team')!;
  test.device.files.publicDirs.savePermits(team.fid, [{ type: 'user', id: userId, permission: 2 }]);
  const owner = test.device.auth.peek(token);
  if (!owner.ok) throw new Error('no owner session');
  ownerHome = (
    await test.device.files.resolver.homeOf({ id: owner.auth.user.id, username: 'owner', mainRole: 1 })
  ).real;
  tus = tusClient(test.baseUrl, token);
}, 300_000);

afterAll(async () => {
  await tearDownSandbox(sandbox, test);
}, 120_000);

describe('tus upload', () => {
  it('puts a finished file in place and names it in Coffer-Path; keep, skip and overwrite', async () => {
    const body = bytes(300_000);
    const first = await uploadWhole(tus, { filename: 'a.bin', dir: '/home', mtime: '1700000000000' }, body);
    expect(first.path).toBe('/home/a.bin');
    expect(readFileSync(join(ownerHome, 'a.bin')).equals(body)).toBe(true);
    expect(statSync(join(ownerHome, 'a.bin')).mtimeMs).toBe(1_700_000_000_000);

    const kept = await uploadWhole(tus, { filename: 'a.bin', dir: '/home' }, bytes(10, 2));
    expect(kept.path).toBe('/home/a (1).bin');
    const skipped = await uploadWhole(tus, { filename: 'a.bin', dir: '/home', action: 'skip' }, bytes(10, 3));
    expect(skipped.path).toBe('/home/a.bin');
    expect(readFileSync(join(ownerHome, 'a.bin')).equals(body)).toBe(true);
    const replaced = await uploadWhole(
      tus,
      { filename: 'a.bin', dir: '/home', action: 'overwrite' },
      bytes(10, 4),
    );
    expect(replaced.path).toBe('/home/a.bin');
    expect(readFileSync(join(ownerHome, 'a.bin')).equals(bytes(10, 4))).toBe(true);
    expect(staged()).toEqual([]);
  });

  it('makes the folders of a folder upload at the end, and resumes from the offset HEAD gives', async () => {
    const body = bytes(1_000_000, 5);
    const created = await tus.create(
      { filename: 'x.jpg', dir: '/home', relativePath: 'photos/2024/x.jpg' },
      body.length,
    );
    const url = tus.urlOf(created);
    const part = await tus.patch(url, 0, body.subarray(0, 400_000));
    expect(part.status).toBe(204);
    expect(existsSync(join(ownerHome, 'photos'))).toBe(false);
    const head = await tus.offset(url);
    expect(head.headers.get('upload-offset')).toBe('400000');
    const wrong = await tus.patch(url, 0, body.subarray(0, 10));
    expect(wrong.status).toBe(409);
    expect(envelopeOf(wrong).code).toBe(Code.uploadRequestInvalid);
    const rest = await tus.patch(url, 400_000, body.subarray(400_000));
    expect(decodeURI(rest.headers.get(UPLOAD_FINAL_PATH_HEADER) ?? '')).toBe('/home/photos/2024/x.jpg');
    expect(readFileSync(join(ownerHome, 'photos/2024/x.jpg')).equals(body)).toBe(true);
  });

  it('refuses what it must with a tus status and an envelope, creating nothing', async () => {
    const before = readdirSync(ownerHome).sort();
    const stagedBefore = staged();
    const reader = tusClient(test.baseUrl, userToken);
    const cases: [TusAnswer, number, string][] = [
      [await reader.create({ filename: 'r.txt', dir: '/public/Team' }, 5), 403, Code.fileUploadNoPermission],
      [await tus.create({ filename: 'r.txt', dir: '/public' }, 5), 403, Code.fileUploadNotHere],
      [await tus.create({ filename: 'big.bin', dir: '/home' }, 2 ** 50), 413, Code.fileNoSpace],
      [await tus.create({ filename: '..', dir: '/home' }, 5), 400, Code.fileNameInvalid],
      [await tus.create({ filename: 'a/b', dir: '/home' }, 5), 400, Code.fileNameInvalid],
      [
        await tus.create({ filename: 'ok', dir: '/home', relativePath: 'x/../ok' }, 5),
        400,
        Code.fileNameInvalid,
      ],
      [await tus.create({ filename: 'n\u0000ul', dir: '/home' }, 5), 400, Code.fileNameInvalid],
      [
        await tus.create({ filename: 'ok', dir: `/home/../../homes/${userId}` }, 5),
        200,
        Code.fileOutsideRoots,
      ],
      [
        await tus.create({ filename: 'ok', dir: '/home', action: 'replace' }, 5),
        400,
        Code.uploadRequestInvalid,
      ],
      [
        await tusClient(test.baseUrl, 'nope').create({ filename: 'ok', dir: '/home' }, 5),
        401,
        SIGN_OUT.tokenInvalid,
      ],
    ];
    for (const [answer, status, code] of cases) {
      expect(envelopeOf(answer).code, answer.body).toBe(code);
      if (status !== 200) expect(answer.status).toBe(status);
      else expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    expect(readdirSync(ownerHome).sort()).toEqual(before);
    expect(staged()).toEqual(stagedBefore);
    expect(readdirSync(join(filesRoot, 'public', 'Team'))).toEqual([]);

    // Another user's upload is not theirs to see, continue or end.
    const created = await tus.create({ filename: 'mine.txt', dir: '/home' }, 5);
    const url = tus.urlOf(created);
    for (const answer of [
      await reader.offset(url),
      await reader.patch(url, 0, bytes(5)),
      await reader.terminate(url),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await tus.offset(url)).headers.get('upload-offset')).toBe('0');
    expect((await tus.terminate(url)).status).toBe(204);
    expect(staged()).toEqual(stagedBefore);
  });

  it('answers the pre-check with the free space or the same codes', async () => {
    const ok = await test.post<{ ok: true; free: number }>(
      CALLS.fileUploadCheck.path,
      { dir: '/home', totalBytes: 1000, count: 1 },
      { token, json: true },
    );
    expect(ok.success).toBe(true);
    expect(ok.data.free).toBeGreaterThan(50 * 2 ** 30);
    const full = await test.post(
      CALLS.fileUploadCheck.path,
      { dir: '/home', totalBytes: 2 ** 50, count: 1 },
      { token, json: true },
    );
    expect(full.code).toBe(Code.fileNoSpace);
    const readOnly = await test.post(
      CALLS.fileUploadCheck.path,
      { dir: '/public/Team', totalBytes: 1, count: 1 },
      { token: userToken, json: true },
    );
    expect(readOnly.code).toBe(Code.fileUploadNoPermission);
  });

  it('removes an abandoned upload (no PATCH for 24 h) and leaves a live one', async () => {
    const old = tus.urlOf(await tus.create({ filename: 'old.bin', dir: '/home' }, 100));
    await tus.patch(old, 0, bytes(10));
    const live = tus.urlOf(await tus.create({ filename: 'live.bin', dir: '/home' }, 100));
    const oldId = old.split('/').pop()!;
    const dir = join(filesRoot, '.coffer', 'uploads');
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    utimesSync(join(dir, oldId), dayAgo, dayAgo);
    utimesSync(join(dir, `${oldId}.json`), dayAgo, dayAgo);
    await test.device.files.transfers.sweep();
    expect(existsSync(join(dir, oldId))).toBe(false);
    expect((await tus.offset(old)).status).toBe(404);
    expect((await tus.offset(live)).status).toBe(200);
    await tus.terminate(live);
  });
});

describe('download', () => {
  // `max-age=0` as a browser revalidating sends it: fetch would add `no-cache` to a conditional request.
  const download = (query: string, headers: Record<string, string> = {}) =>
    test.raw(`${CALLS.fileDownload.path}?webagent=v2&request_purpose=5&${query}`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'cache-control': 'max-age=0', ...headers },
    });

  it('serves a file with Range and conditional answers', async () => {
    const body = bytes(2 * 2 ** 20, 9);
    writeFileSync(join(ownerHome, 'café report.bin'), body);
    const q = `path=${encodeURIComponent('/home/café report.bin')}`;
    const whole = await download(q);
    expect(whole.status).toBe(200);
    const got = Buffer.from(await whole.arrayBuffer());
    expect([got.length, got.subarray(0, 64).toString()]).toEqual([
      body.length,
      body.subarray(0, 64).toString(),
    ]);
    expect(got.equals(body)).toBe(true);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toContain("filename*=UTF-8''caf%C3%A9%20report.bin");
    const etag = whole.headers.get('etag')!;
    const lastModified = whole.headers.get('last-modified')!;

    const part = await download(q, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${body.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(100, 200))).toBe(true);
    const suffix = await download(q, { range: 'bytes=-10' });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(body.subarray(-10))).toBe(true);
    const several = await download(q, { range: 'bytes=0-1,10-11' });
    expect(several.status).toBe(200);
    expect((await several.arrayBuffer()).byteLength).toBe(body.length);
    const outside = await download(q, { range: `bytes=${body.length + 10}-` });
    expect(outside.status).toBe(416);
    await outside.arrayBuffer();

    expect((await download(q, { 'if-none-match': etag })).status).toBe(304);
    expect((await download(q, { 'if-modified-since': lastModified })).status).toBe(304);
    const stillSame = await download(q, { range: 'bytes=0-9', 'if-range': etag });
    expect(stillSame.status).toBe(206);
    await stillSame.arrayBuffer();
    const changed = await download(q, { range: 'bytes=0-9', 'if-range': '"other"' });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();

    const none = await download(`path=${encodeURIComponent('/home/nothing.bin')}`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { code: string }).code).toBe(Code.fileNotFound);
    const noCookie = await test.raw(`${CALLS.fileDownload.path}?${q}`);
    expect(((await noCookie.json()) as { code: string }).code).toBe(SIGN_OUT.tokenMissing);
  });

  it('sends a file past the kernel-send size whole and by range, and the connection keeps serving', async () => {
    const body = bytes(KERNEL_SEND_FROM_BYTES + 2 ** 20 + 5, 3);
    writeFileSync(join(ownerHome, 'big.bin'), body);
    const q = `path=${encodeURIComponent('/home/big.bin')}`;
    const whole = await download(q);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(body)).toBe(true);
    const part = await download(q, { range: `bytes=1000-${body.length - 2}` });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(1000, body.length - 1))).toBe(true);
    // fetch keeps its connection: the next answer comes over the socket the kernel just wrote to.
    const small = await download(`path=${encodeURIComponent('/home/café report.bin')}`, {
      range: 'bytes=0-9',
    });
    expect(small.status).toBe(206);
    expect((await small.arrayBuffer()).byteLength).toBe(10);
  });

  it('zips a folder as a stream whose listing is exactly the tree; links out are left out', async () => {
    const tree = join(ownerHome, 'album');
    mkdirSync(join(tree, 'b/c'), { recursive: true });
    mkdirSync(join(tree, 'empty'));
    writeFileSync(join(tree, 'one.txt'), 'one');
    writeFileSync(join(tree, 'b/two.txt'), 'two');
    writeFileSync(join(tree, 'b/c/three 三.txt'), 'three');
    symlinkSync('/etc/passwd', join(tree, 'out-link'));
    symlinkSync('one.txt', join(tree, 'in-link'));
    // Coffer's own entries (a recycle bin, a copy in progress) never go into a zip.
    writeTree(tree, { '.coffer/recycle/1/old.txt': 'deleted', '.coffer-part-1-x': 'partial' });
    const answer = await download(`path=${encodeURIComponent('/home/album')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('album.zip');
    const zipPath = join(sandbox.dataDir, 'album.zip');
    writeFileSync(zipPath, Buffer.from(await answer.arrayBuffer()));
    const listing = unzip('-Z1', zipPath);
    expect(listing.trim().split('\n').sort()).toEqual(
      [
        'album/',
        'album/b/',
        'album/b/c/',
        'album/b/c/three 三.txt',
        'album/b/two.txt',
        'album/empty/',
        'album/in-link',
        'album/one.txt',
      ].sort(),
    );
    expect(unzip('-p', zipPath, 'album/b/c/three 三.txt')).toBe('three');

    const several = await download(
      ['one.txt', 'b/two.txt'].map((p) => `path=${encodeURIComponent(`/home/album/${p}`)}`).join('&'),
    );
    writeFileSync(zipPath, Buffer.from(await several.arrayBuffer()));
    expect(unzip('-Z1', zipPath).trim().split('\n').sort()).toEqual(['b/two.txt', 'one.txt']);
    expect(several.headers.get('content-disposition')).toContain('album.zip');
  });

  it('stops reading when the client goes away mid-zip, and keeps serving', async () => {
    const big = join(ownerHome, 'bigdir');
    mkdirSync(big);
    await exec('dd', ['if=/dev/urandom', `of=${join(big, 'big.bin')}`, 'bs=1M', 'count=256', 'status=none']);
    const stop = new AbortController();
    const answer = await test.raw(`${CALLS.fileDownload.path}?path=${encodeURIComponent('/home/bigdir')}`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
      signal: stop.signal,
    });
    const reader = answer.body!.getReader();
    let got = 0;
    while (got < 4 * 2 ** 20) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`the zip ended after ${got} bytes`);
      got += chunk.value.length;
    }
    stop.abort();
    await reader.cancel().catch(() => undefined);
    const openFds = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return (
            readFileSync(`/proc/self/fdinfo/${fd}`) &&
            statSync(`/proc/self/fd/${fd}`).ino === statSync(join(big, 'big.bin')).ino
          );
        } catch {
          return false;
        }
      });
    for (const deadline = Date.now() + 5000; openFds().length > 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(openFds()).toEqual([]);
    const after = await test.post(
      CALLS.fileUploadCheck.path,
      { dir: '/home', totalBytes: 1, count: 1 },
      { token, json: true },
    );
    expect(after.success).toBe(true);
  });
});

describe('previews and the text editor', () => {
  it('makes bounded thumbnails of images, refuses others with a clear code', async () => {
    await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366cc' } })
      .png()
      .toFile(join(ownerHome, 'wide.png'));
    const thumb = (path: string, size: string, accept = 'image/jpeg') =>
      test.raw(`${CALLS.fileThumb.path}?path=${encodeURIComponent(path)}&size=${size}`, {
        headers: { cookie: `${SESSION_COOKIE}=${token}`, accept },
      });
    const small = await thumb('/home/wide.png', 's');
    expect(small.status).toBe(200);
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 128]);
    const medium = await thumb('/home/wide.png', 'm', 'image/webp,*/*');
    const mediumMeta = await sharp(Buffer.from(await medium.arrayBuffer())).metadata();
    expect([mediumMeta.format, mediumMeta.width]).toEqual(['webp', 1024]);
    expect(readdirSync(join(filesRoot, '.coffer', 'thumbs')).length).toBeGreaterThan(0);

    const notImage = await thumb('/home/a.bin', 's');
    expect(notImage.status).toBe(404);
    expect(((await notImage.json()) as { code: string }).code).toBe(Code.thumbNotImage);
    writeFileSync(join(ownerHome, 'photo.heic'), bytes(100));
    const heic = await thumb('/home/photo.heic', 's');
    expect(((await heic.json()) as { code: string }).code).toBe(
      (await test.device.files.transfers.thumbs.heic()) ? Code.thumbFailed : Code.thumbHeicUnsupported,
    );
  });

  it('reads and saves text, refusing binary files and a file changed since it was read', async () => {
    writeFileSync(join(ownerHome, 'notes.md'), '# 笔记\nhello\n');
    const read = await test.post<{ content: string; mtime: number; size: number; truncated: boolean }>(
      CALLS.fileTextRead.path,
      { path: '/home/notes.md' },
      { token, json: true },
    );
    expect(read.data).toMatchObject({ content: '# 笔记\nhello\n', encoding: 'utf-8', truncated: false });
    const saved = await test.post<{ mtime: number }>(
      CALLS.fileTextSave.path,
      { path: '/home/notes.md', content: 'new', mtime: read.data.mtime },
      { token, json: true },
    );
    expect(saved.success).toBe(true);
    expect(readFileSync(join(ownerHome, 'notes.md'), 'utf8')).toBe('new');
    const stale = await test.post(
      CALLS.fileTextSave.path,
      { path: '/home/notes.md', content: 'lost', mtime: read.data.mtime },
      { token, json: true },
    );
    expect(stale.code).toBe(Code.textChanged);
    expect(readFileSync(join(ownerHome, 'notes.md'), 'utf8')).toBe('new');
    const binary = await test.post(
      CALLS.fileTextRead.path,
      { path: '/home/a (1).bin' },
      { token, json: true },
    );
    expect(binary.code).toBe(Code.textNotText);
    const readOnly = await test.post(
      CALLS.fileTextSave.path,
      { path: '/public/Team/x.txt', content: 'x', mtime: 0 },
      { token: userToken, json: true },
    );
    expect(readOnly.code).toBe(Code.fileReadOnly);
    const big = 'x'.repeat(5 * 2 ** 20 + 1);
    const tooBig = await test.post(
      CALLS.fileTextSave.path,
      { path: '/home/notes.md', content: big, mtime: 0 },
      { token, json: true },
    );
    expect(tooBig.success).toBe(false);
    expect(readdirSync(ownerHome).filter((name) => name.includes('coffer-save'))).toEqual([]);
  });
});
