import { Code, Role, type CatalogueCode, type MainRole } from '@coffer/contract';

export interface AccountRef {
  id: number;
  mainRole: MainRole;
}

/**
 * Who may disable an account, or the code that refuses it (DECISIONS "Roles", docs/decisions.md
 * "Disabling accounts"). The device always keeps its owner; an operations administrator manages
 * ordinary users and may disable their own account (PUSH-07 offers it), never another administrator.
 * `actor` undefined is the owner at the device's console (the admin CLI).
 */
export function disableRefusal(actor: AccountRef | undefined, target: AccountRef): CatalogueCode | null {
  if (target.mainRole === Role.master) return Code.masterCannotBeDisabled;
  if (actor === undefined || actor.mainRole === Role.master) return null;
  if (actor.id === target.id) return null;
  if (actor.mainRole === Role.devOps && target.mainRole === Role.user) return null;
  return Code.adminCannotDisableAdmin;
}
