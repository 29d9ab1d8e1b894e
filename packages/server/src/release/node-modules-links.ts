import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';

/** The workspace scope: its entries point into the tree's own packages, never another tree's. */
const WORKSPACE_SCOPE = '@coffer';

/**
 * Gives a release tree the installation's dependencies without copying them (a release must have
 * the installation's package-lock.json, docs/decisions.md "System upgrade"): each `node_modules`
 * the installation has (the root's and the workspaces') becomes a real directory in the release
 * whose entries are symlinks to the installed packages' real paths. The one exception is
 * `node_modules/@coffer`: its entries are the installation's relative links (`../../packages/…`),
 * copied as written, so `@coffer/contract` resolves to the release's own contract. Hidden entries
 * other than `.bin` are left out (caches such as `.vite` stay the installation's business).
 *
 * Run from a release, the installation's entries are themselves links; their real paths lead back
 * to the installed packages, so releases never chain through one another.
 */
export function linkNodeModules(installRoot: string, releaseRoot: string): void {
  for (const workspace of ['', ...workspacesOf(releaseRoot)]) {
    const from = join(installRoot, workspace, 'node_modules');
    const into = join(releaseRoot, workspace);
    if (!existsSync(from) || !existsSync(into)) continue;
    const to = join(into, 'node_modules');
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      if (entry.startsWith('.') && entry !== '.bin') continue;
      if (workspace === '' && entry === WORKSPACE_SCOPE) {
        copyRelativeLinks(join(from, entry), join(to, entry));
        continue;
      }
      symlinkSync(realpathSync(join(from, entry)), join(to, entry));
    }
  }
}

function copyRelativeLinks(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = join(from, entry);
    if (!lstatSync(source).isSymbolicLink()) continue;
    const target = readlinkSync(source);
    if (target.startsWith('/')) throw new Error(`${source} is not a relative link (${target})`);
    symlinkSync(target, join(to, entry));
  }
}

/** The workspace folders the tree's package.json names. */
function workspacesOf(root: string): string[] {
  try {
    const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      workspaces?: unknown;
    };
    return Array.isArray(workspaces)
      ? workspaces.filter((name): name is string => typeof name === 'string' && !name.includes('..'))
      : [];
  } catch {
    return [];
  }
}
