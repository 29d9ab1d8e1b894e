import { lstatSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS, type Envelope } from '@coffer/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { startFilesStage, type FilesStage } from './files-stage.js';
import { HOSTILE_PATHS, type Op, type HostilePath } from './hostile-paths.js';
import { plantHostileTree } from './hostile-tree.js';

let stage: FilesStage;
let group: { team: number; shelf: number };

/** Names that exist only outside alice's roots: no successful answer may carry one. */
const OUTSIDE_MARKERS = ['bob-secret', 'coffer-marker-outside', 'hostname', 'shadow', 'os-release'];
const OPS: readonly Op[] = ['list', 'stat', 'mkdir', 'rename'];
const MADE = 'made-by-corpus';
const RENAMED = 'renamed-by-corpus';

beforeAll(async () => {
  stage = await startFilesStage('coffer-files-corpus-');
  const home = stage.home('alice');
  const bobHome = stage.home('bob');
  plantHostileTree({ home, bobHome, bobUid: stage.uids.bob, poolRoot: stage.poolRoot });
  const team = await stage.ok<{ fid: number }>('owner', CALLS.publicNewDir.path, { name: 'team' });
  const shelf = await stage.ok<{ fid: number }>('owner', CALLS.publicNewDir.path, { name: 'shelf' });
  group = { team: team.fid, shelf: shelf.fid };
  writeFileSync(join(stage.poolRoot, 'public', 'team', 'plan.txt'), 'team plan');
  await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
    fid: group.shelf,
    permits: [{ type: 'user', id: stage.uids.alice, permission: 2 }],
  });
}, 300_000);

afterAll(async () => {
  const left = await stage?.daemon.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

function concrete(path: string): string {
  return path.replaceAll('{bob}', String(stage.uids.bob)).replaceAll('{pool}', stage.poolRoot);
}

function expectedCode(entry: HostilePath, op: Op): string | undefined {
  return typeof entry.expect === 'string' ? entry.expect : entry.expect[op];
}

/** The real path of a virtual one inside alice's roots. */
function realOf(virtual: string): string {
  if (virtual.startsWith('/home/')) return join(stage.home('alice'), virtual.slice('/home/'.length));
  if (virtual.startsWith('/public/')) return join(stage.poolRoot, 'public', virtual.slice('/public/'.length));
  throw new Error(`not inside alice's roots: ${virtual}`);
}

/** Everything a successful answer names must be inside alice's roots. */
function expectInside(answer: Envelope<unknown>): void {
  const text = JSON.stringify(answer.data);
  for (const marker of OUTSIDE_MARKERS) expect(text).not.toContain(marker);
  const paths = [...text.matchAll(/"(?:path|filepath)":"([^"]*)"/g)].map((match) => match[1]!);
  for (const path of paths) expect(path).toMatch(/^\/home(\/|$)|^\/public(\/shelf(\/|$)|$)/);
}

async function callOnce(entry: HostilePath, op: Op, path: string): Promise<Envelope<{ path?: string }>> {
  switch (op) {
    case 'list':
      return stage.call('alice', CALLS.fileList.path, { path, show_hidden: true });
    case 'stat':
      return stage.call('alice', CALLS.fileStat.path, { path });
    case 'mkdir':
      return stage.call('alice', CALLS.fileMkdir.path, { path, name: MADE });
    case 'rename':
      return stage.call('alice', CALLS.fileRename.path, { path, name: RENAMED });
    default:
      throw new Error(`${entry.what}: ${String(op)}`);
  }
}

/** Puts back what an allowed mkdir or rename changed inside alice's roots. */
async function undo(op: Op, path: string, answer: Envelope<{ path?: string }>): Promise<void> {
  const made = answer.data.path!;
  if (op === 'mkdir') rmdirSync(realOf(made));
  if (op === 'rename') {
    const original = path.split('/').filter(Boolean).at(-1)!;
    await stage.ok('alice', CALLS.fileRename.path, { path: made, name: original });
  }
}

const homeShape = () =>
  [...snapshot(stage.home('alice')).entries()].map(([path, facts]) => `${path}:${facts[0]}`).sort();
const etcShape = () => ({ names: readdirSync('/etc').sort(), mtime: lstatSync('/etc').mtimeMs });

it('holds at least 60 hostile paths', () => {
  expect(HOSTILE_PATHS.length).toBeGreaterThanOrEqual(60);
});

it.each(HOSTILE_PATHS.map((entry) => [entry.what, entry] as const))(
  'list, stat, new folder and rename of %s answer a clear code or stay inside',
  async (_what, entry) => {
    const path = concrete(entry.path);
    const outside = snapshot(stage.poolRoot, [stage.home('alice')]);
    const home = homeShape();
    const etc = etcShape();
    const seen: string[] = [];
    for (const op of OPS) {
      const answer = await callOnce(entry, op, path);
      const expected = expectedCode(entry, op);
      seen.push(`${op}:${answer.success ? 'ok' : answer.code}`);
      if (answer.success) {
        expectInside(answer);
        await undo(op, path, answer);
      } else {
        expect(answer.code, `${op} answered ${answer.code}: ${answer.message}`).toMatch(/^C1\d{5}$/);
      }
      if (expected !== undefined)
        expect(`${op}:${answer.success ? 'ok' : answer.code}`).toBe(`${op}:${expected}`);
      expect(snapshot(stage.poolRoot, [stage.home('alice')])).toEqual(outside);
      expect(homeShape()).toEqual(home);
      expect(etcShape()).toEqual(etc);
    }
    expect(seen).toHaveLength(OPS.length);
  },
);

it('never showed alice what is in a group folder she has no permit for', async () => {
  const top = await stage.ok<{ dirs: { name: string }[] }>('alice', CALLS.fileDirTop.path, {});
  expect(top.dirs.map((dir) => dir.name)).toEqual(['shelf']);
  expect(group.team).toBeGreaterThan(0);
});
