import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Code, type CofferCode, type MessageParams } from '@coffer/contract';
import { exec } from '../platform/exec.js';
import { judgePayloadListing, listingLines } from './payload-entries.js';
import {
  ARCHIVE_ENTRIES,
  MANIFEST_MAX_BYTES,
  RELEASE_FORMAT,
  manifestBytes,
  parseManifest,
  type ReleaseManifest,
} from './release-manifest.js';
import { compareVersions } from './release-version.js';

/** A payload may unpack to at most this much (a gzip bomb would fill the data disk). */
export const MAX_UNPACKED_BYTES = 4 * 1024 ** 3;
const TAR_TIMEOUT_MS = 5 * 60_000;
const SIGNATURE_MAX_BYTES = 1024;

/** Why an archive is refused: a catalogue code for the page and a detail for the log. */
export class ReleaseRefusal extends Error {
  constructor(
    readonly code: CofferCode,
    readonly params: MessageParams = {},
    readonly detail = '',
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ReleaseRefusal';
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The release tree as a gzipped tar of relative names (`./…`), owned by root, in name order. */
export async function packPayload(tree: string, out: string): Promise<void> {
  await exec(
    'tar',
    ['-czf', out, '-C', tree, '--sort=name', '--owner=0', '--group=0', '--numeric-owner', '.'],
    { timeoutMs: TAR_TIMEOUT_MS },
  );
}

export interface SealInput {
  /** The payload, a gzipped tar (packPayload). */
  payload: string;
  version: string;
  /** SHA-256 of the payload's package-lock.json. */
  lockSha256: string;
  privateKey: KeyObject;
  /** The archive to write; written beside under a temporary name, then renamed. */
  out: string;
  createdAt?: Date;
}

/** Writes the manifest and its signature and packs the three files into one uncompressed tar. */
export async function sealRelease(input: SealInput): Promise<ReleaseManifest> {
  const manifest: ReleaseManifest = {
    format: RELEASE_FORMAT,
    version: input.version,
    created_at: (input.createdAt ?? new Date()).toISOString(),
    payload_sha256: await sha256File(input.payload),
    lock_sha256: input.lockSha256,
  };
  const work = await mkdtemp(join(dirname(input.out), '.coffer-seal-'));
  try {
    const bytes = manifestBytes(manifest);
    await writeFile(join(work, ARCHIVE_ENTRIES.manifest), bytes);
    await writeFile(
      join(work, ARCHIVE_ENTRIES.signature),
      `${sign(null, bytes, input.privateKey).toString('base64')}\n`,
    );
    await exec('cp', ['--', input.payload, join(work, ARCHIVE_ENTRIES.payload)], {
      timeoutMs: TAR_TIMEOUT_MS,
    });
    const temp = join(work, 'archive.tar');
    await exec(
      'tar',
      [
        '-cf',
        temp,
        '-C',
        work,
        '--owner=0',
        '--group=0',
        '--numeric-owner',
        '--',
        ...Object.values(ARCHIVE_ENTRIES),
      ],
      { timeoutMs: TAR_TIMEOUT_MS },
    );
    await rename(temp, input.out);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface PackInput {
  /** The release tree, ready to run (version set, web app built, no node_modules). */
  tree: string;
  version: string;
  privateKey: KeyObject;
  out: string;
}

/** Packs and signs a release tree into one archive file. */
export async function packRelease({ tree, version, privateKey, out }: PackInput): Promise<ReleaseManifest> {
  const work = await mkdtemp(join(dirname(out), '.coffer-pack-'));
  try {
    const payload = join(work, ARCHIVE_ENTRIES.payload);
    await packPayload(tree, payload);
    const lockSha256 = await sha256File(join(tree, 'package-lock.json'));
    return await sealRelease({ payload, version, lockSha256, privateKey, out });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface CheckExpectations {
  /** The device's release key. */
  key: KeyObject;
  /** The version that runs: the archive's must be newer. */
  runningVersion: string;
  /** SHA-256 of the running installation's package-lock.json: the archive's must be the same. */
  lockSha256: string;
  maxUnpackedBytes?: number;
}

export interface CheckedArchive {
  manifest: ReleaseManifest;
  /** The payload, taken out into the work directory. */
  payload: string;
  unpackedBytes: number;
}

/**
 * Checks a release archive before anything of it is used: exactly the three entries, as regular
 * files; the signature over the manifest by the release key; the payload's hash; a newer version;
 * the installation's dependencies; and a payload of relative files and directories only. The
 * pieces are taken out into `workDir` (made here); the caller removes it. Throws ReleaseRefusal.
 */
export async function checkArchive(
  archive: string,
  workDir: string,
  expect: CheckExpectations,
): Promise<CheckedArchive> {
  const notArchive = (detail: string) => new ReleaseRefusal(Code.upgradeNotArchive, {}, detail);
  await mkdir(workDir, { recursive: true, mode: 0o700 });
  const listing = await tarLines(['-tf', archive]);
  const expected = Object.values(ARCHIVE_ENTRIES);
  if (!listing || listing.length !== expected.length || expected.some((name) => !listing.includes(name))) {
    throw notArchive(listing ? `entries ${JSON.stringify(listing.slice(0, 10))}` : 'not a tar file');
  }
  const extracted = await tarLines([
    '-xf',
    archive,
    '-C',
    workDir,
    '--no-same-owner',
    '--no-same-permissions',
    '--',
    ...expected,
  ]);
  if (!extracted) throw notArchive('the entries could not be taken out');
  const path = (name: string) => join(workDir, name);
  for (const name of expected) {
    const stat = await lstat(path(name));
    if (!stat.isFile()) throw notArchive(`${name} is not a regular file`);
    if (name !== ARCHIVE_ENTRIES.payload && stat.size > MANIFEST_MAX_BYTES)
      throw notArchive(`${name} is too large`);
  }
  const manifestText = await readFile(path(ARCHIVE_ENTRIES.manifest));
  const signatureText = (await readFile(path(ARCHIVE_ENTRIES.signature), 'utf8')).trim();
  const signature = Buffer.from(signatureText, 'base64');
  if (signatureText.length > SIGNATURE_MAX_BYTES || signature.length !== 64)
    throw notArchive('no Ed25519 signature');
  if (!verify(null, manifestText, expect.key, signature)) {
    throw new ReleaseRefusal(
      Code.upgradeBadSignature,
      {},
      'the signature does not verify with the release key',
    );
  }
  const manifest = parseManifest(manifestText);
  if (!manifest) throw notArchive('the signed manifest is not one this version reads');
  const payload = path(ARCHIVE_ENTRIES.payload);
  if ((await sha256File(payload)) !== manifest.payload_sha256) {
    throw new ReleaseRefusal(Code.upgradeDamaged, {}, 'the payload does not match the manifest');
  }
  if (compareVersions(manifest.version, expect.runningVersion) <= 0) {
    throw new ReleaseRefusal(
      Code.upgradeNotNewer,
      { version: manifest.version, current: expect.runningVersion },
      `version ${manifest.version}, running ${expect.runningVersion}`,
    );
  }
  if (manifest.lock_sha256 !== expect.lockSha256) {
    throw new ReleaseRefusal(Code.upgradeOtherDependencies, {}, 'package-lock.json differs');
  }
  const names = await tarLines(['-tzf', payload]);
  const verbose = await tarLines(['-tvzf', payload]);
  if (!names || !verbose) throw notArchive('the payload cannot be listed');
  const verdict = judgePayloadListing(names, verbose, expect.maxUnpackedBytes ?? MAX_UNPACKED_BYTES);
  if (!verdict.ok) throw notArchive(`payload entry ${JSON.stringify(verdict.entry)}: ${verdict.why}`);
  return { manifest, payload, unpackedBytes: verdict.bytes };
}

/** A tar command's output lines, or undefined when tar failed (not a tar, truncated, damaged). */
async function tarLines(args: string[]): Promise<string[] | undefined> {
  try {
    const { stdout } = await exec('tar', args, { timeoutMs: TAR_TIMEOUT_MS });
    return listingLines(stdout);
  } catch {
    return undefined;
  }
}
