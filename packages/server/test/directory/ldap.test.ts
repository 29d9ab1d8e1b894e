/**
 * Directory sign-in against a real OpenLDAP (slapd) and a real daemon over HTTP: the connection
 * test's answers, the import of users and groups, a directory user's sign-in with the directory
 * password, refusals for a wrong or empty password and for a user removed from the directory, the
 * clear code when the directory is silent or down, and one audit row per act.
 */
import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CALLS,
  Code,
  SIGN_OUT,
  type AccountEntry,
  type DirectoryAccount,
  type DirectoryImport,
  type DirectoryProbe,
  type DirectoryState,
  type Envelope,
  type GroupEntry,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKey, encrypt } from '../../../../e2e/support/api.js';
import { freePort } from '../../../../scripts/lib/daemon.js';
import { BIND_PASSWORD_FILE } from '../../src/modules/directory/bind-password-file.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { READER, SUFFIX, personLdif, startSlapd, type SlapdServer } from './slapd-server.js';

const LOCAL_PASSWORD = 'Coffer-2026a';
const PEOPLE = {
  alice: { name: 'Alice Liddell', password: 'Alice-dir-1' },
  bob: { name: 'Bob Stone', password: 'Bob-dir-2' },
  carol: { name: 'Carol Local', password: 'Carol-dir-3' },
} as const;

let slapd: SlapdServer | undefined;
let daemon: DaemonProcess | undefined;
let owner = '';

beforeAll(async () => {
  slapd = await startSlapd();
  await slapd.add(
    Object.entries(PEOPLE)
      .map(([uid, person]) => personLdif(uid, person.name, person.password))
      .join('\n'),
  );
  await slapd.add(`dn: cn=engineers,ou=groups,${SUFFIX}
objectClass: groupOfNames
cn: engineers
member: uid=alice,ou=people,${SUFFIX}
member: uid=bob,ou=people,${SUFFIX}

dn: cn=ops,ou=groups,${SUFFIX}
objectClass: posixGroup
cn: ops
gidNumber: 5000
memberUid: alice
memberUid: carol
`);
  daemon = await createDaemonProcess({ prefix: 'coffer-directory-' });
  await daemon.start();
  owner = await daemon.token();
}, 180_000);

afterAll(async () => {
  await daemon?.cleanup();
  await slapd?.stop();
});

function call<T>(path: string, body: object, token = owner): Promise<Envelope<T>> {
  return daemon!.call<T>(path, body, token);
}

async function sealed(text: string) {
  const key = await deviceKey(daemon!.baseURL);
  return { cipher: encrypt(key.key, text), key_id: key.key_id };
}

async function form(overrides: { bindPassword?: string; url?: string; baseDn?: string } = {}) {
  const { cipher, key_id } = await sealed(overrides.bindPassword ?? READER.password);
  return {
    url: overrides.url ?? slapd!.url,
    baseDn: overrides.baseDn ?? SUFFIX,
    bindDn: READER.dn,
    bindPassword: cipher,
    key_id,
  };
}

/** Signs in as the page does; answers the whole envelope. */
async function signIn(username: string, password: string): Promise<Envelope<{ token: string }>> {
  const key = await deviceKey(daemon!.baseURL);
  const response = await fetch(`${daemon!.baseURL}${CALLS.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: encrypt(key.key, username),
      password: encrypt(key.key, password),
      key_id: key.key_id,
      keep_login: false,
    }),
  });
  return (await response.json()) as Envelope<{ token: string }>;
}

interface AuditRow {
  id: number;
  username: string;
  action: string;
  target: string;
  result: string;
  detail: string;
}

function auditSince(after: number): AuditRow[] {
  const db = new Database(join(daemon!.dataDir, 'coffer.db'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM audit_log WHERE id > ? ORDER BY id').all(after) as AuditRow[];
  } finally {
    db.close();
  }
}

const lastAuditId = () => auditSince(0).at(-1)?.id ?? 0;

describe('directory sign-in against a real slapd', () => {
  it('tests a connection: what it found, or a code for a bad bind, a missing base and no server', async () => {
    const before = lastAuditId();
    const good = await call<DirectoryProbe>(CALLS.directoryTest.path, await form());
    expect(good).toMatchObject({ success: true, data: { users: 3, groups: 2 } });
    expect([...good.data.sample].sort()).toEqual(['alice', 'bob', 'carol']);

    const badBind = await call(CALLS.directoryTest.path, await form({ bindPassword: 'not-it' }));
    expect(badBind).toMatchObject({ success: false, code: Code.directoryBindRefused });

    const badBase = await call(CALLS.directoryTest.path, await form({ baseDn: 'dc=nowhere,dc=test' }));
    expect(badBase).toMatchObject({ success: false, code: Code.directoryBaseNotFound });

    const nobody = await call(
      CALLS.directoryTest.path,
      await form({ url: `ldap://127.0.0.1:${await freePort()}` }),
    );
    expect(nobody).toMatchObject({ success: false, code: Code.directoryUnreachable });

    const badUrl = await call(CALLS.directoryTest.path, await form({ url: 'http://127.0.0.1' }));
    expect(badUrl).toMatchObject({ success: false, code: Code.directoryUrlInvalid });

    const rows = auditSince(before);
    expect(rows.map((row) => [row.action, row.result])).toEqual([
      ['directory.test', 'ok'],
      ['directory.test', Code.directoryBindRefused],
      ['directory.test', Code.directoryBaseNotFound],
      ['directory.test', Code.directoryUnreachable],
      ['directory.test', Code.directoryUrlInvalid],
    ]);
    expect(JSON.stringify(rows)).not.toContain(READER.password);
  });

  it('saves the connection with its bind password kept among the secrets, never answered', async () => {
    const refused = await call(CALLS.directorySave.path, await form({ bindPassword: 'not-it' }));
    expect(refused).toMatchObject({ success: false, code: Code.directoryBindRefused });
    expect((await call<DirectoryState>(CALLS.directoryGet.path, {})).data.configured).toBe(false);

    const saved = await call<DirectoryState>(CALLS.directorySave.path, await form());
    expect(saved).toMatchObject({
      success: true,
      data: { configured: true, hasBindPassword: true, url: slapd!.url, bindDn: READER.dn },
    });
    const state = await call<DirectoryState>(CALLS.directoryGet.path, {});
    expect(JSON.stringify(state)).not.toContain(READER.password);
    const file = join(daemon!.dataDir, 'secrets', BIND_PASSWORD_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // An empty bind password keeps the stored one.
    const { bindPassword: _ignored, ...withoutPassword } = await form();
    const again = await call<DirectoryProbe>(CALLS.directoryTest.path, {
      ...withoutPassword,
      bindPassword: '',
    });
    expect(again).toMatchObject({ success: true, data: { users: 3 } });
  });

  it('imports users and groups, refusing a name a local account already has', async () => {
    const { cipher, key_id } = await sealed(LOCAL_PASSWORD);
    const carol = await call<AccountEntry>(CALLS.accountCreate.path, {
      username: 'carol',
      password: cipher,
      key_id,
      mainRole: 3,
    });
    expect(carol.success).toBe(true);
    const before = lastAuditId();

    const imported = await call<DirectoryImport>(CALLS.directoryImport.path, {});
    expect(imported.success).toBe(true);
    const fate = Object.fromEntries(imported.data.rows.map((row) => [`${row.kind}:${row.name}`, row.result]));
    expect(fate).toEqual({
      'user:alice': 'created',
      'user:bob': 'created',
      'user:carol': 'refused',
      'group:engineers': 'created',
      'group:ops': 'created',
    });
    expect(imported.data.rows.find((row) => row.name === 'carol')?.code).toBe(Code.directoryNameTaken);

    const accounts = await call<{ items: DirectoryAccount[] }>(CALLS.directoryAccounts.path, {});
    expect(accounts.data.items.map((item) => [item.username, item.nickname, item.dn])).toEqual([
      ['alice', 'Alice Liddell', `uid=alice,ou=people,${SUFFIX}`],
      ['bob', 'Bob Stone', `uid=bob,ou=people,${SUFFIX}`],
    ]);
    const uid = Object.fromEntries(accounts.data.items.map((item) => [item.username, item.uid]));
    const groups = await call<{ items: GroupEntry[] }>(CALLS.groupList.path, {});
    const members = Object.fromEntries(
      groups.data.items.map((group) => [group.name, [...group.members].sort()]),
    );
    expect(members).toEqual({ engineers: [uid.alice, uid.bob].sort(), ops: [uid.alice] });

    const rows = auditSince(before);
    expect(rows.map((row) => [row.action, row.result])).toEqual([['directory.import', 'ok']]);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ created: 4, refused: 1 });

    // The local carol keeps her own password; the directory's does not open her account.
    expect((await signIn('carol', LOCAL_PASSWORD)).success).toBe(true);
    expect(await signIn('carol', PEOPLE.carol.password)).toMatchObject({ code: Code.wrongCredentials });
  });

  it('signs a directory user in with the directory password, and only with it', async () => {
    const before = lastAuditId();
    const alice = await signIn('alice', PEOPLE.alice.password);
    expect(alice.success).toBe(true);
    const me = await call<{ username: string; roleInfo: { mainRole: number } }>(
      CALLS.authToken.path,
      {},
      alice.data.token,
    );
    expect(me.data).toMatchObject({ username: 'alice', roleInfo: { mainRole: 3 } });

    expect(await signIn('alice', 'Alice-wrong-9')).toMatchObject({
      success: false,
      code: Code.wrongCredentials,
    });
    // An empty password is an unauthenticated bind to an LDAP server, which it accepts: never here.
    expect(await signIn('alice', '')).toMatchObject({ success: false, code: Code.wrongCredentials });
    // Nor does a local password hash exist that anything could match.
    expect(await signIn('alice', '!directory')).toMatchObject({
      success: false,
      code: Code.wrongCredentials,
    });
    // Nor can an administrator set one: the directory keeps the password.
    const directoryAccountsNow = await call<{ items: DirectoryAccount[] }>(CALLS.directoryAccounts.path, {});
    const uid = directoryAccountsNow.data.items.find((item) => item.username === 'alice')!.uid;
    const { cipher, key_id } = await sealed('Coffer-2026z');
    expect(await call(CALLS.accountResetPassword.path, { uid, password: cipher, key_id })).toMatchObject({
      success: false,
      code: Code.directoryPasswordManaged,
    });
    expect(await signIn('alice', 'Coffer-2026z')).toMatchObject({
      success: false,
      code: Code.wrongCredentials,
    });

    expect(auditSince(before).map((row) => [row.action, row.target, row.result])).toEqual([
      ['signin.ok', 'alice', 'ok'],
      ['signin.fail', 'alice', Code.wrongCredentials],
      ['signin.fail', 'alice', Code.wrongCredentials],
      ['signin.fail', 'alice', Code.wrongCredentials],
      ['user.password-reset', 'alice', Code.directoryPasswordManaged],
      ['signin.fail', 'alice', Code.wrongCredentials],
    ]);
  });

  it('refuses a user removed from the directory, and the next import disables the account', async () => {
    const bob = await signIn('bob', PEOPLE.bob.password);
    expect(bob.success).toBe(true);
    await slapd!.remove(`uid=bob,ou=people,${SUFFIX}`);

    expect(await signIn('bob', PEOPLE.bob.password)).toMatchObject({
      success: false,
      code: Code.wrongCredentials,
    });

    const imported = await call<DirectoryImport>(CALLS.directoryImport.path, {});
    const bobRow = imported.data.rows.find((row) => row.kind === 'user' && row.name === 'bob');
    expect(bobRow?.result).toBe('disabled');
    const accounts = await call<{ items: DirectoryAccount[] }>(CALLS.directoryAccounts.path, {});
    expect(accounts.data.items.find((item) => item.username === 'bob')).toMatchObject({
      disabled: true,
      gone: true,
    });
    // The session bob had open ends at its next call with the disabled-account code.
    const answer = await call(CALLS.authToken.path, {}, bob.data.token);
    expect(answer).toMatchObject({ success: false, code: SIGN_OUT.accountDisabled });
    const groups = await call<{ items: GroupEntry[] }>(CALLS.groupList.path, {});
    const engineers = groups.data.items.find((group) => group.name === 'engineers');
    expect(engineers?.members).toEqual([accounts.data.items.find((item) => item.username === 'alice')!.uid]);

    // Back in the directory, the account the directory disabled is enabled again by the next import.
    await slapd!.add(personLdif('bob', PEOPLE.bob.name, PEOPLE.bob.password));
    const back = await call<DirectoryImport>(CALLS.directoryImport.path, {});
    expect(back.data.rows.find((row) => row.name === 'bob')?.result).toBe('updated');
    expect((await signIn('bob', PEOPLE.bob.password)).success).toBe(true);
  });

  it('answers the unreachable code, not a hang, when the directory is silent or down', async () => {
    slapd!.pause();
    try {
      const started = Date.now();
      expect(await signIn('alice', PEOPLE.alice.password)).toMatchObject({
        success: false,
        code: Code.directoryUnreachable,
      });
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      slapd!.resume();
    }
    await slapd!.stop();
    const started = Date.now();
    expect(await signIn('alice', PEOPLE.alice.password)).toMatchObject({
      success: false,
      code: Code.directoryUnreachable,
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await call(CALLS.directoryImport.path, {})).toMatchObject({
      success: false,
      code: Code.directoryUnreachable,
    });
    // A local account signs in as ever.
    expect((await signIn('carol', LOCAL_PASSWORD)).success).toBe(true);
  }, 40_000);

  it('disconnects: the connection and its password are forgotten, its accounts disabled', async () => {
    const before = lastAuditId();
    const answer = await call<{ disabledAccounts: number }>(CALLS.directoryDisconnect.path, {});
    expect(answer).toMatchObject({ success: true, data: { disabledAccounts: 2 } });
    expect((await call<DirectoryState>(CALLS.directoryGet.path, {})).data).toMatchObject({
      configured: false,
      hasBindPassword: false,
    });
    const accounts = await call<{ items: DirectoryAccount[] }>(CALLS.directoryAccounts.path, {});
    expect(accounts.data.items.every((item) => item.disabled)).toBe(true);
    expect(auditSince(before).map((row) => [row.action, row.result])).toEqual([
      ['directory.disconnect', 'ok'],
    ]);
    expect(await call(CALLS.directoryDisconnect.path, {})).toMatchObject({
      success: false,
      code: Code.directoryNotConfigured,
    });
  });
});
