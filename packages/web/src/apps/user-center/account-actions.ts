import { Role, type AccountEntry, type MainRole } from '@coffer/contract';

export type Why = 'self' | 'master' | 'lastMaster' | 'notManageable';

export interface Viewer {
  uid: number;
  mainRole: MainRole;
}

/**
 * Why an action on a row is not offered (the daemon's rules, modules/accounts/account-rules.ts, as
 * the page shows them), or null when it is. The daemon checks again whatever the page offers.
 */
export function blockedActions(viewer: Viewer, target: AccountEntry, masters: number) {
  const self = viewer.uid === target.uid;
  const manageable = viewer.mainRole === Role.master || self || target.mainRole === Role.user;
  const others: Why | null = manageable ? null : 'notManageable';
  return {
    edit: others,
    password: others,
    disable:
      target.mainRole === Role.master
        ? ('master' as Why)
        : viewer.mainRole === Role.master || target.mainRole === Role.user || self
          ? null
          : others,
    delete: self
      ? ('self' as Why)
      : (others ?? (target.mainRole === Role.master && masters <= 1 ? ('lastMaster' as Why) : null)),
  };
}

/** The roles a viewer may give: an operations administrator only ordinary users. */
export function grantableRoles(viewer: Viewer): MainRole[] {
  return viewer.mainRole === Role.master ? [Role.master, Role.devOps, Role.user] : [Role.user];
}
