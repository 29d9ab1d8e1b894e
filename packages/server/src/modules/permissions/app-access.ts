import { APP_SERVICE_DEFAULT, type AppAccessSource, type AppGrant } from '@coffer/contract';

export interface AppAnswer {
  permission: AppGrant;
  source: AppAccessSource;
}

/**
 * An ordinary user's answer on one app service from the grants that reach them (issue 16 §3,
 * ROLE-05), resolved as group folders are (`folder-access.ts`): the user's own grant decides when
 * there is one, so one person can be kept out of (or let into) an app whatever their groups say;
 * otherwise any group's allow wins over other groups' denies. With no grant at all the service's
 * default holds: allowed, so an install that never set permits locks nobody out. Administrators
 * are not asked: they use every app.
 */
export function appAccess(userGrant: AppGrant | undefined, groupGrants: readonly AppGrant[]): AppAnswer {
  if (userGrant !== undefined) return { permission: userGrant, source: 'user' };
  if (groupGrants.includes(1)) return { permission: 1, source: 'group' };
  if (groupGrants.length > 0) return { permission: 0, source: 'group' };
  return { permission: APP_SERVICE_DEFAULT, source: 'default' };
}
