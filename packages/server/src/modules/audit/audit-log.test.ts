import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.js';
import { AuditLog } from './audit-log.js';

describe('audit log', () => {
  it('writes each act once with who, where, what and the result', () => {
    const db = openDatabase(':memory:');
    const audit = new AuditLog(db, () => 1_800_000_000_000);
    audit.record({
      category: 'account',
      action: 'user.create',
      actor: { id: 1, username: 'owner' },
      ip: '192.0.2.7',
      target: 'alice',
      detail: { role: 3 },
    });
    audit.record({
      category: 'signin',
      action: 'signin.fail',
      ip: '192.0.2.8',
      target: 'bob',
      result: 'C100101',
    });
    const [fail, create] = audit.latest();
    expect(create).toMatchObject({
      at: 1_800_000_000_000,
      user_id: 1,
      username: 'owner',
      ip: '192.0.2.7',
      category: 'account',
      action: 'user.create',
      target: 'alice',
      result: 'ok',
      detail: '{"role":3}',
    });
    expect(fail).toMatchObject({ user_id: null, username: '', result: 'C100101', target: 'bob' });
  });

  it('refuses to edit a row', () => {
    const db = openDatabase(':memory:');
    const id = new AuditLog(db).record({ category: 'file', action: 'file.delete', target: '/home/a' });
    expect(() => db.prepare("UPDATE audit_log SET target = 'x' WHERE id = ?").run(id)).toThrow(/append-only/);
  });
});
