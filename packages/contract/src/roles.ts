/** Main roles (ROLE-01). */
export const Role = {
  master: 1,
  devOps: 2,
  user: 3,
} as const;
export type MainRole = (typeof Role)[keyof typeof Role];

export const MAIN_ROLES: readonly MainRole[] = [Role.master, Role.devOps, Role.user];
export const ANY_ROLE: readonly MainRole[] = MAIN_ROLES;
export const ADMIN_ROLES: readonly MainRole[] = [Role.master, Role.devOps];
export const MASTER_ONLY: readonly MainRole[] = [Role.master];

export function isMainRole(value: unknown): value is MainRole {
  return value === 1 || value === 2 || value === 3;
}

/** The label keys a role is shown with (ROLE-02: the spec's label distinguishes master and the rest). */
export function roleLabelKey(mainRole: MainRole): 'role.master' | 'role.devOps' | 'role.user' {
  if (mainRole === Role.master) return 'role.master';
  if (mainRole === Role.devOps) return 'role.devOps';
  return 'role.user';
}
