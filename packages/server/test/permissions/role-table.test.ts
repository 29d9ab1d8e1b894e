/**
 * The whole contract against a real daemon with a real pool (issue 16 tests): every call an
 * ordinary user (role 3) may not make answers them the refusal code and changes nothing, whatever
 * its transport (JSON or form POST, an agent service, a raw GET download or CSV, a binary upload);
 * likewise every super-administrator call for an operations administrator (role 2).
 */
import { ALL_CALLS, Code, Role, type CallDef, type MainRole } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../files/fs-snapshot.js';
import { startFilesStage, type FilesStage, type Person } from '../files/files-stage.js';
import { callAs } from './call-as.js';
import { dumpDatabase } from './db-dump.js';

let stage: FilesStage;

beforeAll(async () => {
  stage = await startFilesStage('coffer-role-table');
}, 240_000);
afterAll(async () => {
  await stage?.daemon.cleanup();
});

const refusedTo = (role: MainRole) =>
  ALL_CALLS.filter((call) => !call.access.public && !call.access.roles.includes(role));

const label = (call: CallDef) => `${call.method} ${call.path}${call.service ? `?s=${call.service}` : ''}`;

/** What a call may change: the database (sessions aside: every call stamps its session) and the pool. */
function state() {
  return { db: dumpDatabase(stage.daemon.dataDir), pool: snapshot(stage.poolRoot) };
}

async function walk(who: Person, calls: readonly CallDef[]) {
  const before = state();
  const answers: { call: string; status: number; code: unknown }[] = [];
  for (const call of calls) {
    const answer = await callAs(stage.daemon.baseURL, call, stage.tokens[who]);
    answers.push({ call: label(call), status: answer.status, code: answer.envelope?.code });
  }
  return { before, after: state(), answers };
}

describe('calls beyond a role', () => {
  it('has administrator calls of every transport to walk', () => {
    const calls = refusedTo(Role.user);
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.some((call) => call.service)).toBe(true);
    expect(calls.some((call) => call.method === 'GET' && call.cookieAuth)).toBe(true);
    expect(calls.some((call) => call.method === 'GET' && !call.cookieAuth)).toBe(true);
    expect(calls.some((call) => call.bodyType === 'binary')).toBe(true);
  });

  it('refuses an ordinary user every administrator call, and nothing changes', async () => {
    const calls = refusedTo(Role.user);
    const { before, after, answers } = await walk('alice', calls);
    expect(answers).toEqual(calls.map((call) => ({ call: label(call), status: 200, code: Code.forbidden })));
    expect(after.db).toEqual(before.db);
    expect(after.pool).toEqual(before.pool);
  });

  it('refuses an operations administrator every super-administrator call, and nothing changes', async () => {
    const calls = refusedTo(Role.devOps);
    expect(calls.length).toBeGreaterThan(40);
    const { before, after, answers } = await walk('ops', calls);
    expect(answers).toEqual(calls.map((call) => ({ call: label(call), status: 200, code: Code.forbidden })));
    expect(after.db).toEqual(before.db);
    expect(after.pool).toEqual(before.pool);
  });

  it('still serves the ordinary user their own calls afterwards', async () => {
    await expect(stage.ok('alice', '/v2/file/list', { path: '/home' })).resolves.toBeDefined();
  });
});
