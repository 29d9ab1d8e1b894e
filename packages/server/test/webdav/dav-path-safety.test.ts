import { lstatSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { snapshot } from '../files/fs-snapshot.js';
import { HOSTILE_PATHS, type HostilePath } from '../files/hostile-paths.js';
import { plantHostileTree } from '../files/hostile-tree.js';
import { davCall, hrefsOf, rawTarget, type DavAnswer } from './dav-client.js';
import { startWebDavStage, type WebDavStage } from './webdav-stage.js';

let stage: WebDavStage;
let aliceHome: string;
let bobHome: string;

/** Names that exist only outside alice's roots: no answer may carry one. */
const OUTSIDE_MARKERS = [
  'bob-secret',
  'coffer-marker-outside',
  'team plan',
  'root:x:0',
  'shadow',
  'os-release',
];
const MADE = ['made-by-corpus', 'put-by-corpus'];
const MISSING = 'C116003';

beforeAll(async () => {
  stage = await startWebDavStage();
  aliceHome = await stage.home('alice');
  bobHome = await stage.home('bob');
  plantHostileTree({ home: aliceHome, bobHome, bobUid: stage.uids.bob, poolRoot: stage.poolRoot });
  writeFileSync(join(stage.group('team'), 'plan.txt'), 'team plan');
}, 300_000);

afterAll(async () => {
  await stage?.close();
}, 120_000);

/** The corpus's virtual path as a path of alice's WebDAV tree: group folders sit at the top. */
function davPathOf(entry: HostilePath): string {
  const path = entry.path.replaceAll('{bob}', String(stage.uids.bob)).replaceAll('{pool}', stage.poolRoot);
  return path.startsWith('/public/') ? path.slice('/public'.length) : path;
}

/** The top of the tree, which alice may list (her folders), under any spelling. */
const isTop = (path: string) => path.replace(/\/+/g, '/') === '/' || path === '';

/** The request target two ways: each segment encoded so the server decodes the corpus name itself, and raw. */
function targetsOf(path: string): string[] {
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return [...new Set([encoded, rawTarget(path)])];
}

function removeMade(folder: string): void {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (MADE.includes(name)) rmSync(path, { recursive: true, force: true });
    else if (lstatSync(path).isDirectory()) removeMade(path);
  }
}

function expectNothingOutside(answer: DavAnswer): void {
  for (const marker of OUTSIDE_MARKERS) expect(answer.text).not.toContain(marker);
  if (answer.status === 207) {
    for (const href of hrefsOf(answer.text)) expect(href).toMatch(/^\/$|^\/(home|crew|shelf)(\/|$)/);
  }
}

it('holds the files module’s corpus of hostile paths', () => {
  expect(HOSTILE_PATHS.length).toBeGreaterThanOrEqual(60);
});

it.each(HOSTILE_PATHS.map((entry) => [entry.what, entry] as const))(
  'PROPFIND, GET, MKCOL, PUT (and DELETE, COPY, MOVE where refused) through %s escape nothing',
  async (_what, entry) => {
    const path = davPathOf(entry);
    const kept = [aliceHome, stage.group('crew')];
    const outside = snapshot(stage.poolRoot, kept);
    const etc = readdirSync('/etc').sort();
    const alice = stage.user('alice');
    // The files API refuses these for every operation: through WebDAV they are refused too.
    const alwaysRefused = typeof entry.expect === 'string' && !isTop(path);
    for (const target of targetsOf(path)) {
      const child = `${target.replace(/\/+$/, '')}/`;
      const answers = {
        propfind: await davCall(stage.port, {
          method: 'PROPFIND',
          path: target,
          user: alice,
          headers: { depth: '1' },
        }),
        get: await davCall(stage.port, { method: 'GET', path: target, user: alice }),
        mkcol: await davCall(stage.port, { method: 'MKCOL', path: `${child}${MADE[0]}`, user: alice }),
        put: await davCall(stage.port, { method: 'PUT', path: `${child}${MADE[1]}`, user: alice, body: 'x' }),
      };
      if (alwaysRefused) {
        const absolute = `http://127.0.0.1:${stage.port}${target.startsWith('/') ? '' : '/'}${target}`;
        Object.assign(answers, {
          delete: await davCall(stage.port, { method: 'DELETE', path: target, user: alice }),
          moveFrom: await davCall(stage.port, {
            method: 'MOVE',
            path: target,
            user: alice,
            headers: { destination: `http://127.0.0.1:${stage.port}/home/${MADE[0]}` },
          }),
        });
        // A name that is only missing may be made by a copy to it, inside alice's folder: not tried.
        if (entry.expect !== MISSING) {
          Object.assign(answers, {
            copyTo: await davCall(stage.port, {
              method: 'COPY',
              path: '/home/docs/note.txt',
              user: alice,
              headers: { destination: absolute, overwrite: 'F' },
            }),
          });
        }
      }
      for (const [method, answer] of Object.entries(answers)) {
        expectNothingOutside(answer);
        expect(answer.status, `${method} ${target}`).not.toBe(500);
        if (alwaysRefused) expect(answer.status, `${method} ${target}`).toBeGreaterThanOrEqual(400);
      }
      removeMade(aliceHome);
      removeMade(stage.group('crew'));
    }
    expect(snapshot(stage.poolRoot, kept)).toEqual(outside);
    expect(readdirSync('/etc').sort()).toEqual(etc);
  },
);
