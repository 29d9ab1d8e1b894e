import { isAuditAction } from '@coffer/contract';
import type { TFunction } from '../../i18n/i18n';

/** An audit action in words (`signin.ok` → "Signed in"); an action the page does not know stays as written. */
export function auditActionName(action: string, t: TFunction): string {
  return isAuditAction(action) ? t(`auditActions.${action}` as Parameters<TFunction>[0]) : action;
}
