/**
 * Builds the web app and the benchmarks' peer pages into one folder the daemon can serve
 * (COFFER_WEB_DIR): the app at its root, each peer page in a subfolder of its own. Every build uses
 * the same Vite and packages/web's own config, so the peers get the same plugins and settings.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../scripts/lib/daemon.js';

const run = promisify(execFile);

const WEB_DIR = path.join(REPO_ROOT, 'packages/web');
const VITE = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
const PAGES_DIR = path.join(REPO_ROOT, 'bench/web-pages');

/** The peer pages: their folders in bench/web-pages/. */
export const PEER_PAGES = { reference: 'reference', bareSignIn: 'bare-sign-in' } as const;

export type PeerPage = keyof typeof PEER_PAGES;

/** Each peer page is built into this subfolder of the app's build, so the daemon serves it under /home/. */
function peerFolder(page: PeerPage): string {
  return `bench-${PEER_PAGES[page]}`;
}

export function peerPagePath(page: PeerPage): string {
  return `/home/${peerFolder(page)}/`;
}

/** `vite build` as `npm run build -w packages/web` runs it, with the extra arguments. */
async function viteBuild(args: string[]): Promise<void> {
  try {
    await run(process.execPath, [VITE, 'build', '--configLoader', 'runner', '--emptyOutDir', ...args], {
      cwd: WEB_DIR,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`vite build ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

/** Builds the app into `outDir` (emptied first), then every peer page into its subfolder. */
export async function buildWebWithPeers(outDir: string): Promise<void> {
  await viteBuild(['--outDir', outDir]);
  for (const page of Object.keys(PEER_PAGES) as PeerPage[]) {
    await viteBuild([
      path.join(PAGES_DIR, PEER_PAGES[page]),
      '--config',
      path.join(WEB_DIR, 'vite.config.ts'),
      '--base',
      peerPagePath(page),
      '--outDir',
      path.join(outDir, peerFolder(page)),
    ]);
  }
}
