/**
 * How the build splits the app into files, measured by `npm run bench:signin` (bench/README.md
 * "Web sign-in"): the sign-in page is one script and one stylesheet, and the signed-in shell about
 * two more, so signing in waits for a few requests instead of fifteen.
 */
import type { Plugin, Rollup } from 'vite';

/** Where the signed-in shell starts. */
const SHELL_ROOT = /[\\/]src[\\/]app[\\/]signed-in-shell\.tsx$/;

/** Where the router starts: every page but the first sign-in page comes through it (app/main.tsx). */
const ROUTER_ROOT = /[\\/]src[\\/]app[\\/]start-router\.tsx$/;

/** The pages a visitor can open without a session, each loaded on its own (app/router.tsx). */
const SIGNED_OUT_ROOTS = /[\\/]src[\\/]app[\\/](status-pages|sign-in-pages)\.ts$/;

/** The app's own modules: the groups take them, and Rolldown adds the libraries they use. */
const APP_SOURCE = /[\\/]packages[\\/]web[\\/]src[\\/]/;

/** The router library: the router's file takes it, though the shell uses it too. */
const REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;

/**
 * antd's icon data: drawn by the shell (shell/icons/svg-icon.tsx) and by antd's own components, which
 * the signed-out status pages use.
 */
const ICON_DATA = /[\\/]node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/;

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;

/** Every module `roots` import, directly or through others, by static imports. */
function staticallyReached(roots: readonly string[], infoOf: ModuleInfoOf): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(infoOf(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Learns, once the module graph is known, which modules the router and the signed-in shell import,
 * and which of the shell's the signed-out pages import too.
 */
function shellGraph() {
  let shell = new Set<string>();
  let signedOut = new Set<string>();
  let router = new Set<string>();
  const plugin: Plugin = {
    name: 'coffer-shell-graph',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const infoOf: ModuleInfoOf = (id) => this.getModuleInfo(id);
      shell = staticallyReached(
        ids.filter((id) => SHELL_ROOT.test(id)),
        infoOf,
      );
      signedOut = staticallyReached(
        ids.filter((id) => SIGNED_OUT_ROOTS.test(id)),
        infoOf,
      );
      router = staticallyReached(
        ids.filter((id) => ROUTER_ROOT.test(id)),
        infoOf,
      );
    },
  };
  return {
    plugin,
    inShell: (id: string) => shell.has(id) && APP_SOURCE.test(id),
    inRouter: (id: string) => router.has(id) && (APP_SOURCE.test(id) || REACT_ROUTER.test(id)),
    sharedWithSignedOut: (id: string) => shell.has(id) && signedOut.has(id) && ICON_DATA.test(id),
  };
}

/**
 * The chunk groups, with the plugin that tells them apart:
 * - what the first page imports goes in the entry's one file: it is always loaded first;
 * - the router, with react-router and the route table, in a file of its own: the sign-in page is
 *   drawn without it, and the signed-out pages load it but not the shell;
 * - what the shell shares with the signed-out pages (antd's icon data) in a small file of its own,
 *   so those pages never load the shell;
 * - the rest of the shell, with what it shares with the apps and the antd layers (they always load
 *   after it), in the shell's file.
 */
export function appChunks() {
  const graph = shellGraph();
  return {
    plugin: graph.plugin,
    groups: [
      { name: 'index', tags: ['$initial' as const], priority: 4 },
      { name: 'router', test: graph.inRouter, priority: 3 },
      { name: 'shell-shared', test: graph.sharedWithSignedOut, priority: 2 },
      { name: 'signed-in-shell', test: graph.inShell, priority: 1 },
    ],
  };
}
