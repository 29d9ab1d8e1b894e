import { execFile } from 'node:child_process';
import type { KeyObject } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { chmod, copyFile, lstat, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { linkNodeModules } from './node-modules-links.js';
import { packRelease } from './release-archive.js';
import type { ReleaseManifest } from './release-manifest.js';
import { isReleaseVersion } from './release-version.js';

const run = promisify(execFile);

/** Where the version a release reports is written (`APP_VERSION`, /system/versions). */
export const VERSION_FILE = 'packages/contract/src/constants.ts';
const VERSION_LINE = /^export const APP_VERSION = '[^'\n]*';$/m;

/** Left out of a source tree that is not a git checkout: installed, built or run-time files. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  '.git',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
]);
/** Left out at the top only: the default data directory. */
const NOT_SOURCE_AT_TOP = new Set(['var']);

export interface BuildInput {
  /** The tree to release: a git checkout (its tracked files) or any directory. */
  source: string;
  version: string;
  privateKey: KeyObject;
  out: string;
  /** The installation whose node_modules build the web app (and that the release will run on). */
  installRoot: string;
  /** Progress lines for a person watching. */
  log?: (line: string) => void;
}

/**
 * Builds a release archive: copies the source tree, writes the version into it, builds the web app
 * in the copy (with the installation's node_modules linked in, then unlinked), and packs and signs
 * the result (release-archive.ts).
 */
export async function buildRelease(input: BuildInput): Promise<ReleaseManifest> {
  if (!isReleaseVersion(input.version)) throw new Error(`not a dotted version: ${input.version}`);
  const log = input.log ?? (() => undefined);
  const work = await mkdtemp(join(tmpdir(), 'coffer-release-'));
  try {
    const tree = join(work, 'tree');
    const files = await sourceFiles(input.source);
    log(`copying ${files.length} files from ${input.source}`);
    await copyFiles(input.source, tree, files);
    await setAppVersion(tree, input.version);
    log('building the web app');
    await buildWebApp(tree, input.installRoot);
    log('packing and signing');
    return await packRelease({
      tree,
      version: input.version,
      privateKey: input.privateKey,
      out: resolve(input.out),
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The files of the source: git's tracked files in a checkout, else every file but NOT_SOURCE. */
export async function sourceFiles(source: string): Promise<string[]> {
  const top = await gitTopLevel(source);
  if (top !== undefined && top === realpathSync(source)) {
    const { stdout } = await run(
      'git',
      ['-C', source, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const files: string[] = [];
    for (const file of stdout.split('\0').filter(Boolean)) {
      // A tracked file deleted in the work tree is not part of it; links are not release files.
      const stat = await lstat(join(source, file)).catch(() => undefined);
      if (stat?.isFile()) files.push(file);
    }
    return files;
  }
  return walk(source, '');
}

async function gitTopLevel(dir: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', ['-C', dir, 'rev-parse', '--show-toplevel']);
    return realpathSync(stdout.trim());
  } catch {
    return undefined;
  }
}

async function walk(root: string, dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name) || (dir === '' && NOT_SOURCE_AT_TOP.has(entry.name))) continue;
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await walk(root, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

async function copyFiles(from: string, to: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const target = join(to, file);
    if (relative(to, target).startsWith('..')) throw new Error(`${file} lies outside the tree`);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(from, file), target);
    await chmod(target, (await lstat(join(from, file))).mode & 0o777);
  }
}

/** Writes the release's version into the copy, where /system/versions reads it. */
export async function setAppVersion(tree: string, version: string): Promise<void> {
  const file = join(tree, VERSION_FILE);
  const text = await readFile(file, 'utf8');
  if (!VERSION_LINE.test(text)) throw new Error(`${VERSION_FILE} has no APP_VERSION line`);
  await writeFile(file, text.replace(VERSION_LINE, `export const APP_VERSION = '${version}';`));
}

/** `npm run build -w packages/web` in the copy, on the installation's node_modules. */
async function buildWebApp(tree: string, installRoot: string): Promise<void> {
  linkNodeModules(installRoot, tree);
  try {
    await run('npm', ['run', 'build', '-w', 'packages/web'], {
      cwd: tree,
      timeout: 10 * 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `the web app did not build:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-30).join('\n')}`,
      {
        cause: error,
      },
    );
  } finally {
    await unlinkNodeModules(tree);
  }
}

/** Removes the node_modules folders linkNodeModules made (links only: rm does not follow them). */
async function unlinkNodeModules(tree: string): Promise<void> {
  const { workspaces = [] } = JSON.parse(await readFile(join(tree, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  for (const workspace of ['', ...workspaces]) {
    await rm(join(tree, workspace, 'node_modules'), { recursive: true, force: true });
  }
}
