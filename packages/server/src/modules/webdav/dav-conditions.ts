import { isInside, type DavLock } from './dav-locks.js';
import { entryAt, etagOf, type DavEntry, type DavRequest } from './dav-context.js';
import { DavError } from './dav-errors.js';
import { pathOfHref, urlSegments } from './dav-tree.js';
import { submittedTokens, type IfCondition, type IfList } from './if-header.js';

/** A path a write changes: `deep` when everything below it changes too (DELETE, MOVE, a folder overwritten). */
export interface WriteTarget {
  real: string;
  deep: boolean;
}

function lockHolds(lock: DavLock | undefined, real: string): boolean {
  if (!lock) return false;
  return lock.path === real || (lock.depth === 'infinity' && isInside(real, lock.path));
}

async function resourceOf(request: DavRequest, list: IfList, untagged: DavEntry | undefined) {
  if (list.resource === undefined) return untagged;
  try {
    const segments = urlSegments(pathOfHref(list.resource, request.req.headers.host));
    return await entryAt(request, segments);
  } catch {
    return undefined;
  }
}

function conditionHolds(request: DavRequest, condition: IfCondition, entry: DavEntry | undefined): boolean {
  let holds: boolean;
  if (condition.kind === 'token') {
    holds =
      entry !== undefined && lockHolds(request.services.locks.byToken(condition.value), entry.resolved.real);
  } else {
    holds = entry?.stats !== undefined && etagOf(entry.stats) === condition.value.replace(/^W\//, '');
  }
  return condition.not ? !holds : holds;
}

/**
 * The checks before any write (RFC 4918 §10.4, §7): the If header must hold for at least one of
 * its lists (412 otherwise), and every lock on what the write changes must have its token submitted
 * by the account that took it (423 otherwise).
 */
export async function guardWrite(
  request: DavRequest,
  untagged: DavEntry | undefined,
  targets: readonly WriteTarget[],
): Promise<void> {
  const lists = request.ifLists;
  if (lists) {
    let passed = false;
    for (const list of lists) {
      const entry = await resourceOf(request, list, untagged);
      if (list.conditions.every((condition) => conditionHolds(request, condition, entry))) {
        passed = true;
        break;
      }
    }
    if (!passed) throw new DavError(412);
  }
  const submitted = lists ? submittedTokens(lists) : new Set<string>();
  const { locks } = request.services;
  for (const target of targets) {
    const met = [...locks.covering(target.real), ...(target.deep ? locks.within(target.real) : [])];
    for (const lock of met) {
      if (!submitted.has(lock.token) || lock.userId !== request.caller.id) {
        throw new DavError(423, undefined, 'lock-token-submitted');
      }
    }
  }
}
