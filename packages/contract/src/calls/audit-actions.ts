/**
 * Every action the daemon writes to the audit log (docs/decisions.md "The log center and the action
 * log"). The log center and the action feed name each in words; a server test fails when the daemon
 * writes an action this list lacks. `signin.report` is no longer written but older rows carry it.
 */
export const AUDIT_ACTIONS = [
  'signin.ok',
  'signin.fail',
  'signout',
  'signin.new-device',
  'signin.report',
  'user.create',
  'user.modify',
  'user.password-reset',
  'user.disable',
  'user.enable',
  'user.delete',
  'user.import',
  'user.export',
  'user.quota',
  'group.create',
  'group.rename',
  'group.delete',
  'group.members',
  'app.permits.service',
  'app.permits.user',
  'app.permits.group',
  'folder.create',
  'folder.permits',
  'security.allow.add',
  'security.allow.delete',
  'security.block.add',
  'security.block.delete',
  'security.block.lock',
  'security.block.unlock',
  'security.limits.set',
  'security.settings.set',
  'security.signin.refused',
  'security.block.auto',
  'security.block.expire',
  'pool.create',
  'pool.repair',
  'pool.expand',
  'pool.rcache',
  'pool.rwcache',
  'pool.delete',
  'pool.unlock',
  'pool.scrub.start',
  'pool.scrub.cancel',
  'cache.delete',
  'disk.wipe',
  'external.format',
  'file.delete',
  'recycle.restore',
  'recycle.delete',
  'recycle.empty',
  'share.create',
  'share.modify',
  'share.delete',
  'share.config',
  'recycle.days',
  'file.pool.set',
  'log.retention.set',
  'log.prune',
  'power.reboot',
  'power.shutdown',
  'power.reboot_time',
  'upgrade.install',
  'upgrade.retry',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

export function isAuditAction(action: string): action is AuditAction {
  return KNOWN.has(action);
}
