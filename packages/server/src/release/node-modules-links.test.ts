import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkNodeModules } from './node-modules-links.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coffer-links-test-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A workspace tree: package.json naming packages/a, and packages/a/index.ts. */
function tree(root: string): void {
  mkdirSync(join(root, 'packages/a'), { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['packages/a', 'packages/gone'] }));
  writeFileSync(join(root, 'packages/a/index.ts'), `export const root = ${JSON.stringify(root)};`);
}

describe('a release’s node_modules', () => {
  it('links the installed packages, but the workspace scope into the release’s own packages', () => {
    const install = join(dir, 'install');
    tree(install);
    mkdirSync(join(install, 'node_modules/fastify'), { recursive: true });
    mkdirSync(join(install, 'node_modules/.bin'), { recursive: true });
    mkdirSync(join(install, 'node_modules/.vite'), { recursive: true });
    mkdirSync(join(install, 'node_modules/@coffer'), { recursive: true });
    symlinkSync('../../packages/a', join(install, 'node_modules/@coffer/a'));
    mkdirSync(join(install, 'packages/a/node_modules/only-a'), { recursive: true });
    const release = join(dir, 'release');
    tree(release);

    linkNodeModules(install, release);

    expect(readlinkSync(join(release, 'node_modules/fastify'))).toBe(join(install, 'node_modules/fastify'));
    expect(readlinkSync(join(release, 'node_modules/.bin'))).toBe(join(install, 'node_modules/.bin'));
    expect(existsSync(join(release, 'node_modules/.vite'))).toBe(false);
    expect(lstatSync(join(release, 'node_modules/@coffer')).isDirectory()).toBe(true);
    expect(realpathSync(join(release, 'node_modules/@coffer/a'))).toBe(join(release, 'packages/a'));
    expect(readlinkSync(join(release, 'packages/a/node_modules/only-a'))).toBe(
      join(install, 'packages/a/node_modules/only-a'),
    );

    // A release installed from that release links to the installed packages, not through it.
    const next = join(dir, 'next');
    tree(next);
    linkNodeModules(release, next);
    expect(readlinkSync(join(next, 'node_modules/fastify'))).toBe(join(install, 'node_modules/fastify'));
    expect(realpathSync(join(next, 'node_modules/@coffer/a'))).toBe(join(next, 'packages/a'));
  });
});
