import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database.js';
import { verifyPassword } from '../../src/modules/auth/password-hash.js';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'coffer-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function coffer(args: string[], input: string) {
  return spawnSync(join(repoRoot, 'scripts/coffer'), [...args, '--data', dataDir], {
    input,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('scripts/coffer with no daemon running', () => {
  it('adds a user to the data directory, reading the password from standard input', async () => {
    const result = coffer(['user', 'add', '--name', 'ops', '--role', '2'], 'Ops-2026xy\n');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ username: 'ops', mainRole: 2 });
    const db = openDatabase(join(dataDir, 'coffer.db'));
    const row = db.prepare('SELECT main_role, password_hash FROM users WHERE username = ?').get('ops') as {
      main_role: number;
      password_hash: string;
    };
    db.close();
    expect(row.main_role).toBe(2);
    expect(await verifyPassword(row.password_hash, 'Ops-2026xy')).toBe(true);
  });

  it('resets a password', async () => {
    expect(coffer(['user', 'reset-password', '--name', 'ops'], 'Ops-2027zz\n').status).toBe(0);
    const db = openDatabase(join(dataDir, 'coffer.db'));
    const row = db.prepare('SELECT password_hash FROM users WHERE username = ?').get('ops') as {
      password_hash: string;
    };
    db.close();
    expect(await verifyPassword(row.password_hash, 'Ops-2027zz')).toBe(true);
  });

  it('refuses a bad role, a weak password and an unknown user, saying why', () => {
    expect(coffer(['user', 'add', '--name', 'x', '--role', '9'], 'Good-2026pw\n').status).toBe(2);
    const weak = coffer(['user', 'add', '--name', 'y', '--role', '3'], 'weak\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('C101005');
    const unknown = coffer(['user', 'reset-password', '--name', 'nobody'], 'Good-2026pw\n');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('C101014');
  });
});
