import { AUDIT_ACTIONS } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import '../../i18n/signed-in-texts';
import { i18n } from '../../i18n/i18n';
import { auditActionName } from './audit-action-name';

describe('auditActionName', () => {
  it('names every audit action in both languages, each name its own', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const t = i18n.fixedT(lang);
      const names = AUDIT_ACTIONS.map((action) => auditActionName(action, t));
      for (const [index, name] of names.entries()) expect(name).not.toContain(AUDIT_ACTIONS[index]);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('reads a person’s words', () => {
    expect(auditActionName('signin.ok', i18n.fixedT('zh-CN'))).toBe('登录成功');
    expect(auditActionName('user.disable', i18n.fixedT('en'))).toBe('Disabled an account');
  });

  it('leaves an action it does not know as the daemon wrote it', () => {
    expect(auditActionName('future.act', i18n.fixedT('en'))).toBe('future.act');
  });
});
