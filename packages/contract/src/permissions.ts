import { Role, type MainRole } from './roles.js';

/**
 * What each main role may do (DECISIONS "Roles"). `perm` in the token check lists these names;
 * the daemon enforces them through each call's roles, never by hand in a handler.
 */
export const PERMISSIONS = {
  files: [Role.master, Role.devOps, Role.user],
  media: [Role.master, Role.devOps, Role.user],
  ownShares: [Role.master, Role.devOps, Role.user],
  accounts: [Role.master, Role.devOps],
  security: [Role.master, Role.devOps],
  settings: [Role.master, Role.devOps],
  services: [Role.master, Role.devOps],
  logs: [Role.master, Role.devOps],
  monitor: [Role.master, Role.devOps],
  shares: [Role.master, Role.devOps],
  storageView: [Role.master, Role.devOps],
  storageUnlock: [Role.master, Role.devOps],
  storageManage: [Role.master],
  smartTest: [Role.master],
  power: [Role.master],
  upgrade: [Role.master],
  migration: [Role.master],
} as const satisfies Record<string, readonly MainRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function permissionsOf(mainRole: MainRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((name) =>
    (PERMISSIONS[name] as readonly MainRole[]).includes(mainRole),
  );
}
