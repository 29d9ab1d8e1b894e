import {
  Code,
  QUOTA_MAX_BYTES,
  QUOTA_MIN_BYTES,
  Role,
  type CatalogueCode,
  type MainRole,
} from '@coffer/contract';

interface Person {
  id: number;
  mainRole: MainRole;
}

/**
 * Who may set whose storage limit: the super administrator anyone's; an operations administrator
 * only an ordinary user's (as for every other change to an account, and never their own).
 */
export function quotaRefusal(actor: Person, target: Person): CatalogueCode | null {
  if (actor.mainRole === Role.master) return null;
  if (actor.mainRole === Role.devOps && target.mainRole === Role.user && actor.id !== target.id) return null;
  return Code.accountNotManageable;
}

/** A limit in bytes within the range (null lifts it and is always valid). */
export function limitInRange(limit: number | null): boolean {
  return limit === null || (limit >= QUOTA_MIN_BYTES && limit <= QUOTA_MAX_BYTES);
}

/** Whether `bytes` more fit under a limit with `used` bytes already used. */
export function fitsUnder(limit: number | null | undefined, used: number, bytes: number): boolean {
  return limit === null || limit === undefined || used + bytes <= limit;
}
