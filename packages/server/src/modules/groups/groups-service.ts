import { Code, type GroupEntry, type MainRole } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { GroupsStore } from './groups-store.js';

/** Who acts and from where (the audit row). */
export interface GroupAct {
  actor: { id: number; username: string; mainRole: MainRole };
  ip: string;
}

export interface GroupsServiceDeps {
  store: GroupsStore;
  audit: AuditLog;
  /** Whether each of these accounts exists; answers the first that does not. */
  missingAccount: (uids: readonly number[]) => number | undefined;
}

// eslint-disable-next-line no-control-regex
const BAD_NAME = /[/\\\u0000-\u001f\u007f]/;

/**
 * Groups (issue 16 §2): create, rename, delete, members; an account may be in several. Every act
 * writes one audit row (category `group`), `ok` or the refusal's code.
 */
export class GroupsService {
  constructor(private readonly deps: GroupsServiceDeps) {}

  list(): GroupEntry[] {
    return this.deps.store.all();
  }

  create(act: GroupAct, name: string, members: readonly number[]): GroupEntry {
    return this.audited(act, 'group.create', name, { members }, () => {
      this.assertName(name);
      this.assertAccounts(members);
      return this.deps.store.byId(this.deps.store.create(name, members))!;
    });
  }

  rename(act: GroupAct, id: number, name: string): GroupEntry {
    const before = this.deps.store.byId(id);
    return this.audited(act, 'group.rename', before?.name ?? `#${id}`, { name }, () => {
      if (!before) throw new AppError(Code.groupNotFound);
      this.assertName(name, id);
      this.deps.store.rename(id, name);
      return this.deps.store.byId(id)!;
    });
  }

  remove(act: GroupAct, id: number): { id: number; name: string } {
    const group = this.deps.store.byId(id);
    return this.audited(act, 'group.delete', group?.name ?? `#${id}`, {}, () => {
      if (!group) throw new AppError(Code.groupNotFound);
      this.deps.store.remove(id);
      return { id, name: group.name };
    });
  }

  members(act: GroupAct, id: number, add: readonly number[], remove: readonly number[]): GroupEntry {
    const group = this.deps.store.byId(id);
    return this.audited(act, 'group.members', group?.name ?? `#${id}`, { add, remove }, () => {
      if (!group) throw new AppError(Code.groupNotFound);
      this.assertAccounts(add);
      this.deps.store.changeMembers(id, add, remove);
      return this.deps.store.byId(id)!;
    });
  }

  private assertName(name: string, exceptId?: number): void {
    if (BAD_NAME.test(name)) throw new AppError(Code.groupNameInvalid);
    if (this.deps.store.nameTaken(name, exceptId)) throw new AppError(Code.groupNameTaken, { name });
  }

  private assertAccounts(uids: readonly number[]): void {
    const missing = this.deps.missingAccount(uids);
    if (missing !== undefined) throw new AppError(Code.accountMemberUnknown, { uid: missing });
  }

  private audited<T>(
    act: GroupAct,
    action: string,
    target: string,
    detail: Record<string, unknown>,
    run: () => T,
  ): T {
    const actor = { id: act.actor.id, username: act.actor.username };
    try {
      const result = run();
      this.deps.audit.record({ category: 'group', action, actor, ip: act.ip, target, result: 'ok', detail });
      return result;
    } catch (error) {
      if (error instanceof AppError) {
        this.deps.audit.record({
          category: 'group',
          action,
          actor,
          ip: act.ip,
          target,
          result: String(error.code),
          detail,
        });
      }
      throw error;
    }
  }
}
