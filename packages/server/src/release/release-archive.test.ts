import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkArchive,
  packPayload,
  packRelease,
  ReleaseRefusal,
  sealRelease,
  sha256File,
  type CheckExpectations,
} from './release-archive.js';
import { tarMemberOffset } from '../../test/support/tar-member.js';

const RUNNING = '2.3.2025060401';
const NEWER = '2.3.2025060401.1';

let dir: string;
let tree: string;
let key: { privateKey: KeyObject; publicKey: KeyObject };
let expectations: CheckExpectations;
let serial = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'coffer-release-test-'));
  tree = join(dir, 'tree');
  mkdirSync(join(tree, 'packages/server/src'), { recursive: true });
  writeFileSync(join(tree, 'package-lock.json'), '{"lockfileVersion": 3}\n');
  writeFileSync(join(tree, 'packages/server/src/main.ts'), 'console.log("a release");\n');
  // Incompressible, so the payload is most of the archive and a cut or a flipped byte lands in it.
  writeFileSync(join(tree, 'data.bin'), randomBytes(200_000));
  key = generateKeyPairSync('ed25519');
  expectations = {
    key: key.publicKey,
    runningVersion: RUNNING,
    lockSha256: await sha256File(join(tree, 'package-lock.json')),
  };
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A new archive of the tiny tree, signed with `privateKey`. */
async function archiveOf(version = NEWER, privateKey = key.privateKey): Promise<string> {
  const out = join(dir, `archive-${++serial}.coffer`);
  await packRelease({ tree, version, privateKey, out });
  return out;
}

/** Checks an archive into a fresh work directory; answers the refusal, or 'accepted'. */
async function refusalOf(archive: string, expect = expectations): Promise<ReleaseRefusal | 'accepted'> {
  try {
    await checkArchive(archive, join(dir, `work-${++serial}`), expect);
    return 'accepted';
  } catch (error) {
    if (error instanceof ReleaseRefusal) return error;
    throw error;
  }
}

/** The refusal's code, or 'accepted'. */
async function verdict(archive: string, expect = expectations): Promise<string> {
  const refusal = await refusalOf(archive, expect);
  return refusal === 'accepted' ? refusal : refusal.code;
}

/** An archive whose payload is `tar` run with `args` in `cwd`, signed with the right key. */
async function archiveWithPayload(cwd: string, args: string[]): Promise<string> {
  const payload = join(dir, `payload-${++serial}.tar.gz`);
  execFileSync('tar', ['-czf', payload, ...args], { cwd });
  const out = join(dir, `crafted-${serial}.coffer`);
  await sealRelease({
    payload,
    version: NEWER,
    lockSha256: expectations.lockSha256,
    privateKey: key.privateKey,
    out,
  });
  return out;
}

describe('a release archive', () => {
  it('is accepted when signed by the release key, whole, newer and on the same dependencies', async () => {
    const archive = await archiveOf();
    const work = join(dir, 'work-good');
    const checked = await checkArchive(archive, work, expectations);
    expect(checked.manifest).toMatchObject({
      format: 1,
      version: NEWER,
      lock_sha256: expectations.lockSha256,
    });
    expect(checked.unpackedBytes).toBeGreaterThan(200_000);
    expect(statSync(checked.payload).isFile()).toBe(true);
    const names = execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(names).toEqual(['manifest.json', 'payload.tar.gz', 'signature']);
  });

  it('is refused when another key signed it', async () => {
    const other = generateKeyPairSync('ed25519');
    expect(await verdict(await archiveOf(NEWER, other.privateKey))).toBe(Code.upgradeBadSignature);
  });

  it('is refused as damaged when one byte of its payload is flipped', async () => {
    const archive = await archiveOf();
    const bytes = readFileSync(archive);
    const offset = tarMemberOffset(bytes, 'payload.tar.gz');
    bytes[offset + 2000] = (bytes[offset + 2000] ?? 0) ^ 0xff;
    writeFileSync(archive, bytes);
    expect(await verdict(archive)).toBe(Code.upgradeDamaged);
  });

  it('is refused when a byte of its manifest changed after signing', async () => {
    const archive = await archiveOf();
    const bytes = readFileSync(archive);
    const offset = tarMemberOffset(bytes, 'manifest.json');
    bytes[offset + 20] = (bytes[offset + 20] ?? 0) ^ 0x01;
    writeFileSync(archive, bytes);
    expect(await verdict(archive)).toBe(Code.upgradeBadSignature);
  });

  it('is refused when the file is truncated', async () => {
    const archive = await archiveOf();
    truncateSync(archive, Math.floor(statSync(archive).size / 2));
    expect(await verdict(archive)).toBe(Code.upgradeNotArchive);
  });

  it('is refused when it is not a tar at all', async () => {
    const file = join(dir, 'noise.coffer');
    writeFileSync(file, 'not an archive\n'.repeat(100));
    expect(await verdict(file)).toBe(Code.upgradeNotArchive);
  });

  it.each([
    ['an older', '2.3.2025060400'],
    ['the same', RUNNING],
    ['the same, written longer,', `${RUNNING}.0`],
  ])('is refused with %s version', async (_label, version) => {
    expect(await verdict(await archiveOf(version))).toBe(Code.upgradeNotNewer);
  });

  it('is refused when it was built on other dependencies', async () => {
    const archive = await archiveOf();
    expect(await verdict(archive, { ...expectations, lockSha256: '0'.repeat(64) })).toBe(
      Code.upgradeOtherDependencies,
    );
  });

  it('is refused when its payload names a path outside the release directory', async () => {
    const inner = join(dir, 'inner');
    mkdirSync(join(inner, 'a'), { recursive: true });
    writeFileSync(join(dir, 'outside.txt'), 'escaped');
    // -P keeps the names as given: `../outside.txt` climbs out of wherever it is unpacked.
    const archive = await archiveWithPayload(join(inner, 'a'), ['-P', '.', '../../outside.txt']);
    expect(await refusalOf(archive)).toMatchObject({ code: Code.upgradeNotArchive, detail: /parent/ });
  });

  it('is refused when its payload holds an absolute path', async () => {
    const archive = await archiveWithPayload(tree, ['-P', 'data.bin', join(dir, 'outside.txt')]);
    expect(await refusalOf(archive)).toMatchObject({ code: Code.upgradeNotArchive, detail: /absolute/ });
  });

  it('is refused when its payload holds a symlink', async () => {
    const linked = join(dir, 'linked');
    mkdirSync(linked);
    symlinkSync('/etc', join(linked, 'etc'));
    const archive = await archiveWithPayload(linked, ['.']);
    expect(await refusalOf(archive)).toMatchObject({ code: Code.upgradeNotArchive, detail: /type/ });
  });

  it('is refused when it holds a fourth entry', async () => {
    const archive = await archiveOf();
    writeFileSync(join(dir, 'extra'), 'x');
    execFileSync('tar', ['-rf', archive, '-C', dir, 'extra']);
    expect(await verdict(archive)).toBe(Code.upgradeNotArchive);
  });

  it('packs a payload the check accepts on its own', async () => {
    const payload = join(dir, 'plain.tar.gz');
    await packPayload(tree, payload);
    const listing = execFileSync('tar', ['-tzf', payload], { encoding: 'utf8' });
    expect(listing).toContain('./packages/server/src/main.ts');
  });
});
