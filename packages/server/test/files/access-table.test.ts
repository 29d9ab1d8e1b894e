import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS, Code } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tusClient } from '../support/tus-upload.js';
import { snapshot } from './fs-snapshot.js';
import { startFilesStage, type FilesStage } from './files-stage.js';

/**
 * Every file door against one table (issue 15): bob, an ordinary user, aims each file call at
 * alice's folder, at a group folder he has no permit for, and at one he may only read. Nothing of
 * alice's or of the closed folder may be read or changed; in the read-only folder he reads and
 * nothing else. Each refusal is a catalogue code.
 */
let stage: FilesStage;
let aliceHome: string;
const closed = () => join(stage.poolRoot, 'public', 'closed');
const shelf = () => join(stage.poolRoot, 'public', 'shelf');

beforeAll(async () => {
  stage = await startFilesStage('coffer-files-access-');
  aliceHome = stage.home('alice');
  mkdirSync(join(aliceHome, 'private'));
  writeFileSync(join(aliceHome, 'private', 'diary.txt'), 'alice only');
  writeFileSync(join(stage.home('bob'), 'mine.txt'), 'bob');
  mkdirSync(join(stage.home('bob'), 'inbox'));
  await stage.ok('owner', CALLS.publicNewDir.path, { name: 'closed' });
  const readOnly = await stage.ok<{ fid: number }>('owner', CALLS.publicNewDir.path, { name: 'shelf' });
  await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
    fid: readOnly.fid,
    permits: [{ type: 'user', id: stage.uids.bob, permission: 2 }],
  });
  writeFileSync(join(closed(), 'plan.txt'), 'closed plan');
  writeFileSync(join(shelf(), 'manual.txt'), 'read me');
}, 300_000);

afterAll(async () => {
  const left = await stage?.daemon.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

/** What bob's call answered: the envelope's code, or the HTTP status of a door that is not JSON. */
type Answer = { ok: boolean; code: string | number; body: string };

async function post(path: string, body: object): Promise<Answer> {
  const answer = await stage.call('bob', path, body);
  return { ok: answer.success, code: answer.code, body: JSON.stringify(answer.data ?? null) };
}

async function get(path: string, query: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${stage.daemon.baseURL}${path}?${new URLSearchParams(query)}`, {
    headers: { token: stage.tokens.bob },
  });
  const body = await response.text();
  if (response.headers.get('content-type')?.includes('application/json')) {
    const envelope = JSON.parse(body) as { code: string | number };
    return { ok: false, code: envelope.code, body };
  }
  return { ok: response.ok, code: response.status, body };
}

async function upload(dir: string): Promise<Answer> {
  const created = await tusClient(stage.daemon.baseURL, stage.tokens.bob).create(
    { filename: 'dropped.txt', dir },
    4,
  );
  const code = created.body ? ((JSON.parse(created.body) as { code?: string }).code ?? '') : '';
  return { ok: created.status === 201, code: code || created.status, body: created.body };
}

/** One file call aimed at a target path (a file there, or the folder itself). */
interface Door {
  name: string;
  /** Reads only: allowed in a read-only group folder. */
  reads: boolean;
  run: (target: { folder: string; file: string }) => Promise<Answer>;
}

const DOORS: readonly Door[] = [
  { name: 'list', reads: true, run: ({ folder }) => post(CALLS.fileList.path, { path: folder }) },
  { name: 'stat', reads: true, run: ({ file }) => post(CALLS.fileStat.path, { path: file }) },
  {
    name: 'download',
    reads: true,
    run: ({ file }) => get(CALLS.fileDownload.path, { path: file, webagent: 'v2', request_purpose: '5' }),
  },
  {
    name: 'download as zip',
    reads: true,
    run: ({ folder }) => get(CALLS.fileDownload.path, { path: folder }),
  },
  { name: 'text read', reads: true, run: ({ file }) => post(CALLS.fileTextRead.path, { path: file }) },
  {
    name: 'conflict check',
    reads: true,
    run: ({ file }) => post(CALLS.fileConflicts.path, { paths: [file], dest: '/home/inbox' }),
  },
  {
    name: 'copy out',
    reads: true,
    run: ({ file }) => post(CALLS.fileTransfer.path, { paths: [file], dest: '/home/inbox', mode: 'copy' }),
  },
  {
    name: 'mkdir',
    reads: false,
    run: ({ folder }) => post(CALLS.fileMkdir.path, { path: folder, name: 'x' }),
  },
  {
    name: 'rename',
    reads: false,
    run: ({ file }) => post(CALLS.fileRename.path, { path: file, name: 'y.txt' }),
  },
  {
    name: 'move out',
    reads: false,
    run: ({ file }) => post(CALLS.fileTransfer.path, { paths: [file], dest: '/home/inbox', mode: 'move' }),
  },
  {
    name: 'copy in',
    reads: false,
    run: ({ folder }) =>
      post(CALLS.fileTransfer.path, { paths: ['/home/mine.txt'], dest: folder, mode: 'copy' }),
  },
  { name: 'delete', reads: false, run: ({ file }) => post(CALLS.fileDelete.path, { paths: [file] }) },
  {
    name: 'text save',
    reads: false,
    run: ({ file }) => post(CALLS.fileTextSave.path, { path: file, content: 'changed', mtime: 0 }),
  },
  {
    name: 'upload check',
    reads: false,
    run: ({ folder }) => post(CALLS.fileUploadCheck.path, { dir: folder, totalBytes: 4, count: 1 }),
  },
  { name: 'upload', reads: false, run: ({ folder }) => upload(folder) },
  // Share links and name search: sharing and searching only read.
  { name: 'share', reads: true, run: ({ file }) => post(CALLS.shareCreate.path, { path: file }) },
  {
    name: 'search',
    reads: true,
    run: ({ folder }) => post(CALLS.fileSearchStart.path, { path: folder, keyword: 'a' }),
  },
];

const TARGETS = {
  "alice's folder": () => ({
    folder: `/home/../${stage.uids.alice}/private`,
    file: `/home/../${stage.uids.alice}/private/diary.txt`,
  }),
  "alice's folder by its real path": () => ({
    folder: join(aliceHome, 'private'),
    file: join(aliceHome, 'private', 'diary.txt'),
  }),
  'a group folder without a permit': () => ({ folder: '/public/closed', file: '/public/closed/plan.txt' }),
};

describe('bob, an ordinary user', () => {
  for (const [target, paths] of Object.entries(TARGETS)) {
    it.each(DOORS.map((door) => [door.name, door] as const))(
      `cannot reach ${target} by %s`,
      async (_, door) => {
        const before = { alice: snapshot(aliceHome), closed: snapshot(closed()) };
        const answer = await door.run(paths());
        expect(answer.ok, answer.body).toBe(false);
        expect([Code.fileOutsideRoots, Code.filePathInvalid, Code.fileNotFound, 403, 404]).toContain(
          answer.code,
        );
        expect(answer.body).not.toContain('alice only');
        expect(answer.body).not.toContain('closed plan');
        expect({ alice: snapshot(aliceHome), closed: snapshot(closed()) }).toEqual(before);
      },
    );
  }

  it.each(DOORS.map((door) => [door.name, door] as const))(
    'in a read-only group folder may only read, by %s',
    async (_, door) => {
      const before = snapshot(shelf());
      const answer = await door.run({ folder: '/public/shelf', file: '/public/shelf/manual.txt' });
      if (door.reads) {
        expect(answer.ok, answer.body).toBe(true);
      } else {
        expect(answer.ok, answer.body).toBe(false);
        expect([Code.fileReadOnly, Code.fileUploadNoPermission, 403]).toContain(answer.code);
      }
      expect(snapshot(shelf())).toEqual(before);
    },
  );
});
