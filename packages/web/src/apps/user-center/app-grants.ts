import { APP_SERVICE_NAMES, type AppServiceName, type OwnServiceGrant } from '@coffer/contract';

/** A subject's own grant on a service: 1 allow, 0 deny, null none (groups and the default decide). */
export type AppGrantChoice = OwnServiceGrant['permission'];

export type AppGrants = Readonly<Record<AppServiceName, AppGrantChoice>>;

/** The grants as the editor holds them: one entry per service, none where the answer lists none. */
export function grantsOf(
  permits: readonly { service: AppServiceName; permission: AppGrantChoice }[],
): AppGrants {
  const grants = Object.fromEntries(APP_SERVICE_NAMES.map((name) => [name, null])) as Record<
    AppServiceName,
    AppGrantChoice
  >;
  for (const permit of permits) grants[permit.service] = permit.permission;
  return grants;
}

export function setGrant(grants: AppGrants, service: AppServiceName, permission: AppGrantChoice): AppGrants {
  return { ...grants, [service]: permission };
}

export function grantsChanged(saved: AppGrants, edited: AppGrants): boolean {
  return APP_SERVICE_NAMES.some((name) => saved[name] !== edited[name]);
}

/**
 * What save_user_permit and save_group_permit take: every service, `null` where there is no grant,
 * so a grant cleared in the editor is removed on the daemon too.
 */
export function grantsToSave(grants: AppGrants): OwnServiceGrant[] {
  return APP_SERVICE_NAMES.map((name) => ({ service: name, permission: grants[name] }));
}

/** Every service set to one choice at once (allow all, deny all, clear). */
export function setAll(permission: AppGrantChoice): AppGrants {
  return Object.fromEntries(APP_SERVICE_NAMES.map((name) => [name, permission])) as AppGrants;
}
