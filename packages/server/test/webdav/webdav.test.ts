import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALLS, Code, LOGIN_LOCKOUT, type FileServiceStatus, type ServiceMapping } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { KERNEL_SEND_FROM_BYTES } from '../../src/modules/files/transfers/kernel-send.js';
import { exec } from '../../src/platform/exec.js';
import { call } from '../files/files-device.js';
import { OTHER_ADDRESS } from '../security/from-address.js';
import { READER, SUFFIX, personLdif, startSlapd } from '../directory/slapd-server.js';
import { davCall, hrefsOf } from './dav-client.js';
import { startWebDavStage, type Person, type WebDavStage } from './webdav-stage.js';

const MiB = 2 ** 20;
let stage: WebDavStage;
let scratch: string;

beforeAll(async () => {
  stage = await startWebDavStage();
  scratch = mkdtempSync(join(tmpdir(), 'coffer-webdav-client-'));
}, 300_000);

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await stage?.close();
}, 120_000);

const url = (path: string) => `http://127.0.0.1:${stage.port}${path}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** curl as a user: answers the HTTP status and the body written to a file of the scratch folder. */
async function curl(
  who: { username: string; password: string },
  args: string[],
  path: string,
  options: { interface?: string } = {},
): Promise<{ status: number; body: Buffer; headers: string }> {
  const out = join(scratch, `out-${randomBytes(4).toString('hex')}`);
  const head = `${out}.headers`;
  const extra = options.interface ? ['--interface', options.interface] : [];
  const { stdout } = await exec(
    'curl',
    [
      '-sS',
      '-u',
      `${who.username}:${who.password}`,
      '-o',
      out,
      '-D',
      head,
      '-w',
      '%{http_code}',
      ...extra,
      ...args,
      url(path),
    ],
    { timeoutMs: 60_000 },
  );
  const body = existsSync(out) ? readFileSync(out) : Buffer.alloc(0);
  const headers = existsSync(head) ? readFileSync(head, 'utf8') : '';
  rmSync(out, { force: true });
  rmSync(head, { force: true });
  return { status: Number(stdout.trim()), body, headers };
}

const as = (who: Person) => stage.user(who);
const PROPFIND_1 = ['-X', 'PROPFIND', '-H', 'Depth: 1'];
const LOCK_BODY =
  '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope>' +
  '<D:locktype><D:write/></D:locktype><D:owner>test</D:owner></D:lockinfo>';

/** Hidden temporary entries a PUT may have left in a folder. */
const partsIn = (folder: string) => readdirSync(folder).filter((name) => name.startsWith('.coffer-part'));

describe('conformance', () => {
  it('passes litmus basic, copymove, props and locks as a Coffer user in their own folder', async () => {
    const cwd = mkdtempSync(join(scratch, 'litmus-'));
    const { stdout, exitCode } = await exec(
      'sh',
      [
        '-c',
        `cd "${cwd}" && TESTS="basic copymove props locks" litmus "$0" "$1" "$2"`,
        url('/home/'),
        'alice',
        as('alice').password,
      ],
      { timeoutMs: 240_000, okExitCodes: [1] },
    );
    const summaries = [
      ...stdout.matchAll(/summary for `(\w+)': of (\d+) tests run: (\d+) passed, (\d+) failed/g),
    ];
    expect(summaries.map((match) => match[1])).toEqual(['basic', 'copymove', 'props', 'locks']);
    for (const match of summaries) expect(`${match[1]}: ${match[4]} failed`).toBe(`${match[1]}: 0 failed`);
    expect(stdout).not.toMatch(/WARNING|FAIL/);
    expect(exitCode).toBe(0);
  }, 300_000);
});

describe('the tree a user sees', () => {
  it('lists exactly the folders the permission model gives at the top', async () => {
    const alice = await curl(as('alice'), PROPFIND_1, '/');
    expect(alice.status).toBe(207);
    expect(hrefsOf(alice.body.toString()).sort()).toEqual(['/', '/crew/', '/home/', '/shelf/']);
    const bob = await curl(as('bob'), PROPFIND_1, '/');
    expect(hrefsOf(bob.body.toString()).sort()).toEqual(['/', '/home/']);
    // A group folder without a permit is not there at all, nor is another user's folder.
    expect((await curl(as('bob'), ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/crew/')).status).toBe(404);
    expect((await curl(as('alice'), ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/team/')).status).toBe(404);
  });

  it('names the properties of an entry for propname, dead ones included', async () => {
    const home = await stage.home('alice');
    writeFileSync(join(home, 'named.txt'), 'x');
    const patch =
      '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:"><D:set><D:prop>' +
      '<z:tag xmlns:z="urn:coffer-test">v</z:tag></D:prop></D:set></D:propertyupdate>';
    expect(
      (await curl(as('alice'), ['-X', 'PROPPATCH', '--data-binary', patch], '/home/named.txt')).status,
    ).toBe(207);
    const body = '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:propname/></D:propfind>';
    const names = await curl(
      as('alice'),
      ['-X', 'PROPFIND', '-H', 'Depth: 0', '--data-binary', body],
      '/home/named.txt',
    );
    const text = names.body.toString();
    for (const name of [
      '<D:getetag/>',
      '<D:getcontentlength/>',
      '<D:lockdiscovery/>',
      '<tag xmlns="urn:coffer-test"/>',
    ])
      expect(text).toContain(name);
    expect(text).not.toContain('>v<');
  });

  it('refuses PROPFIND with Depth infinity', async () => {
    const answer = await curl(as('alice'), ['-X', 'PROPFIND', '-H', 'Depth: infinity'], '/home/');
    expect(answer.status).toBe(403);
    expect(answer.body.toString()).toContain('propfind-finite-depth');
  });
});

describe('files', () => {
  it('brings back the bytes a PUT stored, whole and by range', async () => {
    const bytes = randomBytes(3 * MiB + 17);
    const source = join(scratch, 'upload.bin');
    writeFileSync(source, bytes);
    const put = await curl(as('alice'), ['-T', source], '/home/upload.bin');
    expect(put.status).toBe(201);
    expect(sha256(readFileSync(join(await stage.home('alice'), 'upload.bin')))).toBe(sha256(bytes));
    const got = await curl(as('alice'), [], '/home/upload.bin');
    expect(got.status).toBe(200);
    expect(sha256(got.body)).toBe(sha256(bytes));
    expect(got.headers).toMatch(/etag: "/i);

    const part = await curl(as('alice'), ['-r', '1000-1999'], '/home/upload.bin');
    expect(part.status).toBe(206);
    expect(part.body.equals(bytes.subarray(1000, 2000))).toBe(true);
    expect(part.headers).toMatch(new RegExp(`content-range: bytes 1000-1999/${bytes.length}`, 'i'));
    const tail = await curl(as('alice'), ['-r', '-10'], '/home/upload.bin');
    expect(tail.body.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const past = await curl(as('alice'), ['-r', `${bytes.length}-`], '/home/upload.bin');
    expect(past.status).toBe(416);
    expect(past.headers).toMatch(new RegExp(`content-range: bytes \\*/${bytes.length}`, 'i'));

    // Replacing answers 204 and a matching If-None-Match answers 304.
    const again = await curl(as('alice'), ['-T', source], '/home/upload.bin');
    expect(again.status).toBe(204);
    const etag = /etag: ("[^"]+")/i.exec((await curl(as('alice'), ['-I'], '/home/upload.bin')).headers)![1]!;
    expect((await curl(as('alice'), ['-H', `If-None-Match: ${etag}`], '/home/upload.bin')).status).toBe(304);
    expect(
      (await curl(as('alice'), ['-T', source, '-H', 'If-Match: "other"'], '/home/upload.bin')).status,
    ).toBe(412);

    // A file past the kernel-send size: the bytes come from sendfile, whole and from an offset.
    const big = randomBytes(KERNEL_SEND_FROM_BYTES + MiB + 3);
    writeFileSync(join(await stage.home('alice'), 'big.bin'), big);
    const whole = await curl(as('alice'), [], '/home/big.bin');
    expect([whole.status, sha256(whole.body)]).toEqual([200, sha256(big)]);
    const from = await curl(as('alice'), ['-r', `${MiB}-`], '/home/big.bin');
    expect([from.status, sha256(from.body)]).toEqual([206, sha256(big.subarray(MiB))]);
    expect(partsIn(await stage.home('alice'))).toEqual([]);
  });

  it('writes into a group folder the user may write', async () => {
    const source = join(scratch, 'crew.txt');
    writeFileSync(source, 'crew notes');
    expect((await curl(as('alice'), ['-T', source], '/crew/notes.txt')).status).toBe(201);
    expect(readFileSync(join(stage.group('crew'), 'notes.txt'), 'utf8')).toBe('crew notes');
  });

  it('copies and moves between the user’s folder and a group folder, properties included', async () => {
    const home = await stage.home('alice');
    writeFileSync(join(home, 'plan.txt'), 'the plan');
    const patch =
      '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:"><D:set><D:prop>' +
      '<z:colour xmlns:z="urn:coffer-test">blue</z:colour></D:prop></D:set></D:propertyupdate>';
    const patched = await curl(as('alice'), ['-X', 'PROPPATCH', '--data-binary', patch], '/home/plan.txt');
    expect(patched.status).toBe(207);
    const to = (path: string) => ['-H', `Destination: ${url(path)}`];
    expect(
      (await curl(as('alice'), ['-X', 'COPY', ...to('/crew/plan-copy.txt')], '/home/plan.txt')).status,
    ).toBe(201);
    // Another subvolume: not a rename, a copy into place and the source removed.
    expect((await curl(as('alice'), ['-X', 'MOVE', ...to('/crew/plan.txt')], '/home/plan.txt')).status).toBe(
      201,
    );
    expect(existsSync(join(home, 'plan.txt'))).toBe(false);
    expect(readFileSync(join(stage.group('crew'), 'plan.txt'), 'utf8')).toBe('the plan');
    expect(readFileSync(join(stage.group('crew'), 'plan-copy.txt'), 'utf8')).toBe('the plan');
    const again = ['-X', 'COPY', '-H', 'Overwrite: F', ...to('/crew/plan.txt')];
    expect((await curl(as('alice'), again, '/crew/plan-copy.txt')).status).toBe(412);
    const propfind = ['-X', 'PROPFIND', '-H', 'Depth: 0'];
    for (const path of ['/crew/plan.txt', '/crew/plan-copy.txt']) {
      expect((await curl(as('alice'), propfind, path)).body.toString()).toContain(
        '<colour xmlns="urn:coffer-test">blue</colour>',
      );
    }
    expect(partsIn(stage.group('crew'))).toEqual([]);
  });

  it('refuses every write in a read-only group folder and writes nothing', async () => {
    writeFileSync(join(stage.group('shelf'), 'manual.txt'), 'read me');
    const before = readdirSync(stage.group('shelf')).sort();
    const source = join(scratch, 'shelf.txt');
    writeFileSync(source, 'not allowed');
    expect((await curl(as('alice'), ['-T', source], '/shelf/new.txt')).status).toBe(403);
    expect((await curl(as('alice'), ['-T', source], '/shelf/manual.txt')).status).toBe(403);
    expect((await curl(as('alice'), ['-X', 'MKCOL'], '/shelf/folder')).status).toBe(403);
    expect((await curl(as('alice'), ['-X', 'DELETE'], '/shelf/manual.txt')).status).toBe(403);
    const move = ['-X', 'MOVE', '-H', `Destination: ${url('/home/manual.txt')}`];
    expect((await curl(as('alice'), move, '/shelf/manual.txt')).status).toBe(403);
    const lock = await curl(
      as('alice'),
      ['-X', 'LOCK', '-H', 'Content-Type: application/xml', '--data-binary', LOCK_BODY],
      '/shelf/manual.txt',
    );
    expect(lock.status).toBe(403);
    expect(readdirSync(stage.group('shelf')).sort()).toEqual(before);
    expect(readFileSync(join(stage.group('shelf'), 'manual.txt'), 'utf8')).toBe('read me');
    // Reading is allowed.
    expect((await curl(as('alice'), [], '/shelf/manual.txt')).body.toString()).toBe('read me');
  });

  it('asks for an upload’s body only once it is admitted (Expect: 100-continue)', async () => {
    /** The first status line the server sends to a PUT that waits for the go-ahead. */
    const firstLine = (who: { username: string; password: string }, path: string) =>
      new Promise<string>((resolve, reject) => {
        const auth = Buffer.from(`${who.username}:${who.password}`).toString('base64');
        const socket = connect(stage.port, '127.0.0.1', () => {
          socket.write(
            `PUT ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${auth}\r\n` +
              `Content-Length: ${64 * MiB}\r\nExpect: 100-continue\r\n\r\n`,
          );
        });
        socket.once('data', (chunk: Buffer) => {
          resolve(chunk.toString('latin1').split('\r\n')[0]!);
          socket.destroy();
        });
        socket.on('error', reject);
      });
    expect(await firstLine({ username: 'alice', password: 'Wrong-2026x' }, '/home/wait.bin')).toBe(
      'HTTP/1.1 401 Unauthorized',
    );
    expect(await firstLine(as('alice'), '/shelf/wait.bin')).toBe('HTTP/1.1 403 Forbidden');
    expect(await firstLine(as('alice'), '/home/wait.bin')).toBe('HTTP/1.1 100 Continue');
    const home = await stage.home('alice');
    for (let tries = 0; tries < 50 && partsIn(home).length > 0; tries += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(home, 'wait.bin'))).toBe(false);
    expect(partsIn(home)).toEqual([]);
  });

  it('leaves no partial file when an upload is cut off', async () => {
    const home = await stage.home('alice');
    const auth = Buffer.from(`alice:${as('alice').password}`).toString('base64');
    await new Promise<void>((resolve, reject) => {
      const socket = connect(stage.port, '127.0.0.1', () => {
        socket.write(
          `PUT /home/cut.bin HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${auth}\r\nContent-Length: ${8 * MiB}\r\n\r\n`,
        );
        socket.write(randomBytes(MiB), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    for (let tries = 0; tries < 50 && partsIn(home).length > 0; tries += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(home, 'cut.bin'))).toBe(false);
    expect(partsIn(home)).toEqual([]);
  });

  it('deletes to the recycle bin when the setting is on, and for ever when it is off', async () => {
    const home = await stage.home('alice');
    writeFileSync(join(home, 'binned.txt'), 'keep me a while');
    writeFileSync(join(home, 'gone.txt'), 'bye');
    expect((await curl(as('alice'), ['-X', 'DELETE'], '/home/binned.txt')).status).toBe(204);
    const caller = { id: stage.uids.alice, username: 'alice', mainRole: 3 as const };
    const bin = stage.test.device.files.recycle.list(caller, 'home', 0, 100);
    expect(bin.items.map((item) => item.originalPath)).toContain('/home/binned.txt');
    await stage.setRecycle(false);
    try {
      expect((await curl(as('alice'), ['-X', 'DELETE'], '/home/gone.txt')).status).toBe(204);
    } finally {
      await stage.setRecycle(true);
    }
    const after = stage.test.device.files.recycle.list(caller, 'home', 0, 100);
    expect(after.items.map((item) => item.originalPath)).not.toContain('/home/gone.txt');
    expect(existsSync(join(home, 'binned.txt'))).toBe(false);
    expect(existsSync(join(home, 'gone.txt'))).toBe(false);
  });

  it('answers 507 to an upload past the storage limit and keeps nothing of it', async () => {
    const set = await call(stage.test, stage.ownerToken, '/account/quota/set', {
      uid: stage.uids.carol,
      limit: 10 * MiB,
    });
    expect(set.success, JSON.stringify(set)).toBe(true);
    const home = await stage.home('carol');
    const small = join(scratch, 'small.bin');
    writeFileSync(small, randomBytes(4 * MiB));
    expect((await curl(as('carol'), ['-T', small], '/home/small.bin')).status).toBe(201);
    const big = join(scratch, 'big.bin');
    writeFileSync(big, randomBytes(20 * MiB));
    // With its length known, refused before a byte is written.
    const known = await curl(as('carol'), ['-T', big], '/home/big.bin');
    expect(known.status).toBe(507);
    expect(known.body.toString()).toContain(Code.quotaReached);
    // Sent chunked, the limit stops the writes themselves (EDQUOT).
    const chunked = await curl(
      as('carol'),
      ['-T', big, '-H', 'Transfer-Encoding: chunked'],
      '/home/big2.bin',
    );
    expect(chunked.status).toBe(507);
    expect(readdirSync(home).sort()).toEqual(['small.bin']);

    // RFC 4331: what a mapped drive shows as its size and free space. carol's folder has her limit's
    // room; alice's, without a limit, the pool's. Asked by name only: allprop leaves them out.
    const quotaBody =
      '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop>' +
      '<D:quota-available-bytes/><D:quota-used-bytes/></D:prop></D:propfind>';
    const room = async (who: 'alice' | 'carol', path: string) => {
      const answer = await curl(
        as(who),
        ['-X', 'PROPFIND', '-H', 'Depth: 0', '--data-binary', quotaBody],
        path,
      );
      expect(answer.status).toBe(207);
      const text = answer.body.toString();
      const value = (name: string) => Number(new RegExp(`<D:${name}>(\\d+)</D:${name}>`).exec(text)?.[1]);
      return { available: value('quota-available-bytes'), used: value('quota-used-bytes') };
    };
    const limited = await room('carol', '/home/');
    expect(limited.used).toBeGreaterThanOrEqual(4 * MiB);
    expect(limited.used + limited.available).toBe(10 * MiB);
    // The top is no folder; a drive mapped there shows the room of the caller's own folder.
    expect(await room('carol', '/')).toEqual(limited);
    const free = statfsSync(await stage.home('alice'));
    const open = await room('alice', '/home/');
    expect(Math.abs(open.available - free.bavail * free.bsize)).toBeLessThan(64 * MiB);
    expect(open.used).toBeGreaterThan(0);
    const all = await curl(as('carol'), ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/home/');
    expect(all.body.toString()).not.toContain('quota-available-bytes');
  });
});

describe('sign-in', () => {
  it('refuses a wrong password and no credentials with 401', async () => {
    const wrong = await curl({ username: 'alice', password: 'Wrong-2026x' }, [], '/home/');
    expect(wrong.status).toBe(401);
    expect(wrong.headers).toMatch(/www-authenticate: Basic realm="Coffer"/i);
    expect((await davCall(stage.port, { method: 'PROPFIND', path: '/' })).status).toBe(401);
    // The refusal is in the log center, as a web sign-in's would be; the password never is.
    const rows = stage.test.device.db
      .prepare("SELECT * FROM audit_log WHERE action = 'signin.fail' ORDER BY id")
      .all() as { target: string; result: string; detail: string; ip: string }[];
    expect(rows.at(-1)).toMatchObject({ target: 'alice', result: Code.wrongCredentials, ip: '127.0.0.1' });
    expect(JSON.parse(rows.at(-1)!.detail)).toEqual({ service: 'webdav' });
    expect(JSON.stringify(rows)).not.toContain('Wrong-2026x');
  });

  it('applies the sign-in limits from an address: after too many wrong passwords the right one is refused there', async () => {
    const address = '127.0.0.3';
    const propfind = (user: { username: string; password: string }, localAddress?: string) =>
      davCall(stage.port, {
        method: 'PROPFIND',
        path: '/home/',
        user,
        headers: { depth: '0' },
        ...(localAddress ? { localAddress } : {}),
      });
    // The pair's own lock, not the automatic block of the address that may follow it.
    const security = stage.test.device.security;
    const autoBlock = security.autoBlockOn();
    security.setAutoBlock(false, { actor: null, ip: '127.0.0.1' });
    onTestFinished(() => security.setAutoBlock(autoBlock, { actor: null, ip: '127.0.0.1' }));
    // A success is remembered from this address first: the limits still apply to it.
    expect((await propfind(as('bob'), address)).status).toBe(207);
    const wrong = { username: 'bob', password: 'Nope-2026x' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.maxFailures; attempt += 1) {
      statuses.push((await propfind(wrong, address)).status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LOCKOUT.maxFailures - 1).fill(401), 403]);
    const right = await propfind(as('bob'), address);
    expect(right.status).toBe(403);
    expect(right.text).toContain(Code.loginLocked);
    expect((await propfind(as('bob'))).status).toBe(207);
  });

  it('signs in an account from the directory with its directory password', async () => {
    const slapd = await startSlapd();
    onTestFinished(() => slapd.stop());
    await slapd.add(personLdif('dora', 'Dora Dir', 'Dora-dir-4'));
    const sealed = await stage.test.encrypt(READER.password);
    const owner = <T>(path: string, body: object) => call<T>(stage.test, stage.ownerToken, path, body);
    const saved = await owner(CALLS.directorySave.path, {
      url: slapd.url,
      baseDn: SUFFIX,
      bindDn: READER.dn,
      bindPassword: sealed.cipher,
      key_id: sealed.keyId,
    });
    expect(saved.success, JSON.stringify(saved)).toBe(true);
    const imported = await owner<{ rows: { name: string; result: string }[] }>(
      CALLS.directoryImport.path,
      {},
    );
    expect(imported.data.rows.find((row) => row.name === 'dora')?.result).toBe('created');
    const propfind = ['-X', 'PROPFIND', '-H', 'Depth: 0'];
    expect((await curl({ username: 'dora', password: 'Dora-dir-4' }, propfind, '/home/')).status).toBe(207);
    expect((await curl({ username: 'dora', password: 'Dora-other-5' }, propfind, '/home/')).status).toBe(401);
  });

  it('refuses a disabled account at once, and admits it again when enabled', async () => {
    const propfind = ['-X', 'PROPFIND', '-H', 'Depth: 0'];
    expect((await curl(as('bob'), propfind, '/home/')).status).toBe(207);
    stage.test.device.accounts.setDisabled({ username: 'bob', disabled: true });
    const refused = await curl(as('bob'), propfind, '/home/');
    expect(refused.status).toBe(403);
    stage.test.device.accounts.setDisabled({ username: 'bob', disabled: false });
    expect((await curl(as('bob'), propfind, '/home/')).status).toBe(207);
  });

  it('refuses a blocked address and admits the others', async () => {
    const by = { actor: null, ip: '127.0.0.1' };
    const entry = stage.test.device.security.addBlock(OTHER_ADDRESS, 'webdav test', by);
    try {
      const blocked = await curl(as('alice'), ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/home/', {
        interface: OTHER_ADDRESS,
      });
      expect(blocked.status).toBe(403);
      expect(blocked.body.toString()).toContain(Code.addressRefused);
      expect((await curl(as('alice'), ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/home/')).status).toBe(207);
    } finally {
      stage.test.device.security.deleteBlock([entry.id], by);
    }
    const admitted = await curl(as('alice'), ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/home/', {
      interface: OTHER_ADDRESS,
    });
    expect(admitted.status).toBe(207);
  });

  it('takes a changed password at once and refuses the old one', async () => {
    const old = as('carol');
    const changed = { username: 'carol', password: 'Carol-2027y' };
    await stage.test.device.accounts.resetPassword(changed);
    expect((await curl(changed, ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/home/')).status).toBe(207);
    // Its last success was remembered for a few seconds: the change forgets it at once.
    expect((await curl(old, ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/home/')).status).toBe(401);
  });
});

describe('the service', () => {
  const owner = <T>(path: string, body: object = {}) => call<T>(stage.test, stage.ownerToken, path, body);
  const topOf = async (who: Person) => hrefsOf((await curl(as(who), PROPFIND_1, '/')).body.toString()).sort();

  it('reports itself running on its port', async () => {
    const status = await owner<FileServiceStatus>(CALLS.webdavStatus.path);
    expect(status.data).toMatchObject({
      name: 'webdav',
      enabled: true,
      state: 'running',
      ports: [stage.port],
    });
  });

  it('shows folders under their mapping names, and only the exported ones', async () => {
    const list = await owner<{ list: ServiceMapping[] }>(CALLS.webdavMappingList.path);
    const crew = list.data.list.find((mapping) => mapping.path === '/public/crew')!;
    const shelf = list.data.list.find((mapping) => mapping.path === '/public/shelf')!;
    expect((await owner(CALLS.webdavMappingRename.path, { id: crew.id, name: 'crew-share' })).success).toBe(
      true,
    );
    expect((await owner(CALLS.webdavMappingDel.path, { id: shelf.id })).success).toBe(true);
    await owner(CALLS.webdavEnable.path, { enable: true });
    try {
      expect(await topOf('alice')).toEqual(['/', '/crew-share/', '/home/']);
      expect((await curl(as('alice'), [], '/crew-share/notes.txt')).body.toString()).toBe('crew notes');
      expect((await curl(as('alice'), [], '/shelf/manual.txt')).status).toBe(404);
    } finally {
      await owner(CALLS.webdavMappingRename.path, { id: crew.id, name: 'crew' });
      await owner(CALLS.webdavMappingAdd.path, { id: shelf.id });
      await owner(CALLS.webdavEnable.path, { enable: true });
    }
    expect(await topOf('alice')).toEqual(['/', '/crew/', '/home/', '/shelf/']);
  });

  it('serves over HTTPS with its own certificate when the config asks for it', async () => {
    const on = await owner(CALLS.webdavConfig.path, { data: JSON.stringify({ https: true }) });
    expect(on.success, JSON.stringify(on)).toBe(true);
    try {
      const { stdout } = await exec('curl', [
        '-sS',
        '-k',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code}',
        '-u',
        `alice:${as('alice').password}`,
        '-X',
        'PROPFIND',
        '-H',
        'Depth: 0',
        `https://127.0.0.1:${stage.port}/home/`,
      ]);
      expect(stdout).toBe('207');
      // Plain HTTP on the same port gets no WebDAV answer.
      await expect(curl(as('alice'), ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/home/')).rejects.toThrow();
    } finally {
      await owner(CALLS.webdavConfig.path, { data: JSON.stringify({ https: false }) });
    }
    expect((await curl(as('alice'), ['-X', 'PROPFIND', '-H', 'Depth: 0'], '/home/')).status).toBe(207);
  });

  it('closes its port when disabled and opens it again when enabled', async () => {
    const off = await owner<FileServiceStatus>(CALLS.webdavEnable.path, { enable: false });
    expect(off.data).toMatchObject({ enabled: false, state: 'stopped', ports: [] });
    await expect(davCall(stage.port, { method: 'OPTIONS', path: '/', user: as('alice') })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    const on = await owner<FileServiceStatus>(CALLS.webdavEnable.path, { enable: true });
    expect(on.data).toMatchObject({ enabled: true, state: 'running', ports: [stage.port] });
    const options = await davCall(stage.port, { method: 'OPTIONS', path: '/', user: as('alice') });
    expect(options.status).toBe(200);
    expect(options.headers.dav).toBe('1, 2');
  });
});
