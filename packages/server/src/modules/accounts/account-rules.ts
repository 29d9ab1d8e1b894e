import { Code, Role, type CatalogueCode, type MainRole } from '@coffer/contract';
import type { AccountRef } from './disable-rule.js';

/**
 * Who may change whom in the user center (DECISIONS "Roles", docs/decisions.md "Accounts and
 * groups"). The super administrator manages everyone, but the device always keeps one; an operations
 * administrator manages ordinary users, and of their own account only its nickname, remark and
 * password. Nobody deletes the account they are signed in with. Each answers the refusal, or null.
 */
export function createRefusal(actor: AccountRef, mainRole: MainRole): CatalogueCode | null {
  if (actor.mainRole === Role.master) return null;
  return mainRole === Role.user ? null : Code.accountRoleNotGrantable;
}

export function editRefusal(
  actor: AccountRef,
  target: AccountRef,
  change: { mainRole?: MainRole },
  masters: number,
): CatalogueCode | null {
  const roleChanges = change.mainRole !== undefined && change.mainRole !== target.mainRole;
  if (actor.mainRole === Role.master) {
    if (roleChanges && target.mainRole === Role.master && masters <= 1) return Code.lastMasterKept;
    return null;
  }
  if (actor.id === target.id) return roleChanges ? Code.accountNotManageable : null;
  if (target.mainRole !== Role.user) return Code.accountNotManageable;
  if (roleChanges) return Code.accountRoleNotGrantable;
  return null;
}

export function passwordRefusal(actor: AccountRef, target: AccountRef): CatalogueCode | null {
  if (actor.mainRole === Role.master || actor.id === target.id || target.mainRole === Role.user) return null;
  return Code.accountNotManageable;
}

export function deleteRefusal(actor: AccountRef, target: AccountRef, masters: number): CatalogueCode | null {
  if (actor.id === target.id) return Code.accountDeleteSelf;
  if (actor.mainRole !== Role.master && target.mainRole !== Role.user) return Code.accountNotManageable;
  if (target.mainRole === Role.master && masters <= 1) return Code.lastMasterKept;
  return null;
}
