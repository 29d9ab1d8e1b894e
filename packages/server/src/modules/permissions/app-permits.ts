import {
  APP_SERVICE_NAMES,
  Code,
  Role,
  type AppGrant,
  type AppServiceName,
  type GroupServicePermits,
  type MainRole,
  type OwnServiceGrant,
  type ServicePermit,
  type ServicePermits,
  type UserServicePermits,
} from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { appAccess, type AppAnswer } from './app-access.js';
import type { AppPermitsStore, PermitUser } from './app-permits-store.js';

export interface AppUser {
  id: number;
  mainRole: MainRole;
}

const ADMIN_ANSWER: AppAnswer = { permission: 1, source: 'admin' };

/**
 * The one answer to "may this user use this app" (issue 16 §3): every caller asks `mayUse`, which
 * the auth hook does for each call tagged with an app service. Answers are cached per user and
 * the cache is dropped whenever the grants or group memberships change (the store's epoch).
 */
export class AppPermits {
  private readonly denied = new Map<number, ReadonlySet<AppServiceName>>();
  private cachedEpoch = -1;

  constructor(private readonly store: AppPermitsStore) {}

  mayUse(user: AppUser, service: AppServiceName): boolean {
    if (user.mainRole !== Role.user) return true;
    const epoch = this.store.epoch();
    if (epoch !== this.cachedEpoch) {
      this.denied.clear();
      this.cachedEpoch = epoch;
    }
    let denied = this.denied.get(user.id);
    if (!denied) {
      const answers = this.answers(user);
      denied = new Set(APP_SERVICE_NAMES.filter((name) => answers.get(name)?.permission === 0));
      this.denied.set(user.id, denied);
    }
    return !denied.has(service);
  }

  /** The user's answer on every service, with where it comes from. */
  answers(user: AppUser): Map<AppServiceName, AppAnswer> {
    if (user.mainRole !== Role.user) {
      return new Map(APP_SERVICE_NAMES.map((name) => [name, ADMIN_ANSWER]));
    }
    const own = this.store.userGrants(user.id);
    const viaGroups = this.store.groupGrantsOfUser(user.id);
    return new Map(
      APP_SERVICE_NAMES.map((name) => [name, appAccess(own.get(name), viaGroups.get(name) ?? [])]),
    );
  }

  servicePermits(service: AppServiceName): ServicePermits {
    return { service, permits: this.store.permitsOf(service) };
  }

  /** Replaces every grant on one service; refuses an unknown subject, an administrator or a repeat. */
  saveServicePermits(service: AppServiceName, permits: readonly ServicePermit[]): ServicePermits {
    const seen = new Set<string>();
    for (const permit of permits) {
      const key = `${permit.type}:${permit.id}`;
      const name = this.subjectName(permit.type, permit.id);
      if (seen.has(key)) throw new AppError(Code.appServicePermitRepeated, { name });
      seen.add(key);
    }
    this.store.replaceServicePermits(service, permits);
    return this.servicePermits(service);
  }

  userPermits(uid: number): UserServicePermits {
    const user = this.userOf(uid);
    const own =
      user.mainRole === Role.user ? this.store.userGrants(uid) : new Map<AppServiceName, AppGrant>();
    const answers = this.answers({ id: uid, mainRole: user.mainRole });
    return {
      uid,
      username: user.name,
      mainRole: user.mainRole,
      permits: APP_SERVICE_NAMES.map((service) => {
        const answer = answers.get(service) ?? ADMIN_ANSWER;
        return { service, own: own.get(service) ?? null, ...answer };
      }),
    };
  }

  saveUserGrants(uid: number, grants: readonly OwnServiceGrant[]): UserServicePermits {
    const user = this.userOf(uid);
    if (user.mainRole !== Role.user) throw new AppError(Code.appServiceAdminGrant);
    this.store.setSubjectGrants('user', uid, grantsOf(grants));
    return this.userPermits(uid);
  }

  groupPermits(gid: number): GroupServicePermits {
    const group = this.store.group(gid);
    if (!group) throw new AppError(Code.groupNotFound);
    const grants = this.store.groupGrants(gid);
    return {
      gid,
      name: group.name,
      permits: APP_SERVICE_NAMES.map((service) => ({ service, permission: grants.get(service) ?? null })),
    };
  }

  saveGroupGrants(gid: number, grants: readonly OwnServiceGrant[]): GroupServicePermits {
    if (!this.store.group(gid)) throw new AppError(Code.groupNotFound);
    this.store.setSubjectGrants('group', gid, grantsOf(grants));
    return this.groupPermits(gid);
  }

  /** Every account with its answer on every service. */
  everyUser(): { user: PermitUser; answers: Map<AppServiceName, AppAnswer> }[] {
    return this.store.users().map((user) => ({ user, answers: this.answers(user) }));
  }

  userOf(uid: number): PermitUser {
    const user = this.store.user(uid);
    if (!user) throw new AppError(Code.noSuchUser);
    return user;
  }

  groupName(gid: number): string {
    const group = this.store.group(gid);
    if (!group) throw new AppError(Code.groupNotFound);
    return group.name;
  }

  private subjectName(type: 'user' | 'group', id: number): string {
    if (type === 'group') return this.groupName(id);
    const user = this.userOf(id);
    if (user.mainRole !== Role.user) throw new AppError(Code.appServiceAdminGrant);
    return user.name;
  }
}

/** A subject's grants by service (null: drop the grant); a service named twice is refused. */
function grantsOf(grants: readonly OwnServiceGrant[]): Map<AppServiceName, AppGrant | null> {
  const result = new Map<AppServiceName, AppGrant | null>();
  for (const grant of grants) {
    if (result.has(grant.service)) throw new AppError(Code.appServicePermitRepeated, { name: grant.service });
    result.set(grant.service, grant.permission);
  }
  return result;
}
