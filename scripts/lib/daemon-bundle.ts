/**
 * The daemon as one ES module, for the test run: `scripts/test` builds it once and hands its path to
 * every daemon a test starts (COFFER_DAEMON_BUNDLE). Loading one file costs a daemon start about half
 * the CPU of loading a few hundred TypeScript files through tsx, and the browser tests alone start a
 * daemon for each test. The code is the same source; npm packages stay outside, loaded as usual.
 *
 * Run: `node --import tsx scripts/lib/daemon-bundle.ts <out.mjs>` (inside the repository, so the
 * packages resolve from its node_modules).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { DAEMON_ENTRY, REPO_ROOT } from './daemon.js';

/** npm packages are loaded from node_modules as they are; only Coffer's own workspaces are bundled. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@coffer/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that finds a file beside itself (`new URL('./x', import.meta.url)`) keeps its own source
 * address, so the bundle reads the same files wherever it is written.
 */
const ownAddresses: Plugin = {
  name: 'own-addresses',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const address = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

export async function buildDaemonBundle(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(REPO_ROOT, DAEMON_ENTRY)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [packagesOutside, ownAddresses],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outfile = process.argv[2];
  if (!outfile) throw new Error('usage: daemon-bundle.ts <out.mjs>');
  await buildDaemonBundle(path.resolve(outfile));
}
