import {
  Code,
  messageOf,
  type CatalogueCode,
  type DirectoryImport,
  type DirectoryImportRow,
  type Lang,
} from '@coffer/contract';
import { isValidUsername } from '../auth/credentials.js';
import type { UsersStore } from '../auth/users-store.js';
import type { GroupsStore } from '../groups/groups-store.js';
import type { DirectoryStore } from './directory-store.js';
import type { DirectoryGroup, DirectoryUser } from './ldap-session.js';

/**
 * What a directory account has instead of a password hash: no argon2 hash, so no local password can
 * ever match it; the directory checks the password at each sign-in.
 */
export const DIRECTORY_PASSWORD_HASH = '!directory';

export interface DirectoryImportDeps {
  users: UsersStore;
  groups: GroupsStore;
  store: DirectoryStore;
  /** Ends the push channels of sessions that no longer admit anyone. */
  signedOut: () => void;
}

const key = (text: string) => text.toLowerCase();

/**
 * Brings the directory's users and groups into Coffer: a new user becomes an ordinary account (role 3)
 * marked with its DN; a known one gets its display name again; a directory account no longer found
 * is disabled (its files and shares stay) and enabled again if it returns. A local account or group
 * of the same name is never taken over. Groups get exactly the directory's members among
 * directory accounts; local members an administrator added stay.
 */
export class DirectoryImporter {
  constructor(private readonly deps: DirectoryImportDeps) {}

  run(directory: { users: DirectoryUser[]; groups: DirectoryGroup[] }, lang: Lang, now = Date.now()) {
    const rows: DirectoryImportRow[] = [];
    const row = (
      kind: DirectoryImportRow['kind'],
      entry: { name: string; dn: string },
      result: DirectoryImportRow['result'],
      code?: CatalogueCode,
    ) =>
      rows.push({
        kind,
        name: entry.name,
        dn: entry.dn,
        result,
        code: code === undefined ? '' : String(code),
        message: code ? messageOf(code, lang, { name: entry.name }) : '',
      });
    const { users, store } = this.deps;
    const byDn = new Map<string, number>();
    const byName = new Map<string, number>();
    let disabledAny = false;

    for (const user of directory.users) {
      const entry = { name: user.username, dn: user.dn };
      if (!isValidUsername(user.username)) {
        row('user', entry, 'refused', Code.directoryUsernameInvalid);
        continue;
      }
      const existing = users.findByName(user.username);
      let id: number;
      if (!existing) {
        id = users.insert({
          username: user.username,
          nickname: user.nickname || user.username,
          passwordHash: DIRECTORY_PASSWORD_HASH,
          mainRole: 3,
        });
        row('user', entry, 'created');
      } else {
        const known = store.account(existing.id);
        if (!known) {
          row('user', entry, 'refused', Code.directoryNameTaken);
          continue;
        }
        id = existing.id;
        store.setNickname(id, user.nickname || user.username);
        // Only an account the directory disabled comes back; one an administrator disabled stays so.
        if (known.gone && existing.disabled) users.setDisabled(id, false);
        users.forget(id);
        row('user', entry, 'updated');
      }
      store.putAccount(id, user.dn, now);
      byDn.set(key(user.dn), id);
      byName.set(key(user.username), id);
    }

    const seen = new Set(byDn.values());
    for (const account of store.accounts()) {
      if (seen.has(account.user_id) || account.gone) continue;
      store.markGone(account.user_id);
      users.setDisabled(account.user_id, true);
      disabledAny = true;
      row('user', { name: account.username, dn: account.dn }, 'disabled');
    }
    if (disabledAny) this.deps.signedOut();

    this.importGroups(directory.groups, { byDn, byName, row });
    store.markImported(now);
    const count = (result: DirectoryImportRow['result']) =>
      rows.filter((item) => item.result === result).length;
    const answer: DirectoryImport = {
      rows,
      created: count('created'),
      updated: count('updated'),
      disabled: count('disabled'),
      refused: count('refused'),
    };
    return answer;
  }

  private importGroups(
    groups: DirectoryGroup[],
    found: {
      byDn: Map<string, number>;
      byName: Map<string, number>;
      row: (
        kind: 'group',
        entry: { name: string; dn: string },
        result: DirectoryImportRow['result'],
        code?: CatalogueCode,
      ) => void;
    },
  ): void {
    const { groups: groupsStore, store } = this.deps;
    const fromDirectory = store.groups();
    const directoryAccounts = new Set(store.accounts().map((account) => account.user_id));
    const local = new Map(groupsStore.all().map((group) => [key(group.name), group]));
    for (const group of groups) {
      const entry = { name: group.name, dn: group.dn };
      const members = [
        ...group.memberDns.map((dn) => found.byDn.get(key(dn))),
        ...group.memberNames.map((name) => found.byName.get(key(name))),
      ].filter((id): id is number => id !== undefined);
      const wanted = new Set(members);
      const existing = local.get(key(group.name));
      if (!existing) {
        const id = groupsStore.create(group.name, [...wanted]);
        store.putGroup(id, group.dn);
        found.row('group', entry, 'created');
        continue;
      }
      if (!fromDirectory.has(existing.id)) {
        found.row('group', entry, 'refused', Code.directoryGroupNameTaken);
        continue;
      }
      const add = [...wanted].filter((id) => !existing.members.includes(id));
      const remove = existing.members.filter((id) => directoryAccounts.has(id) && !wanted.has(id));
      groupsStore.changeMembers(existing.id, add, remove);
      store.putGroup(existing.id, group.dn);
      found.row('group', entry, 'updated');
    }
  }
}
