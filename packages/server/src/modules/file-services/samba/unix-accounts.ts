import { readdirSync, readlinkSync, renameSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SambaLayout } from './samba-layout.js';

/** Coffer's users get Unix ids from here on, seen only by Samba through nss_wrapper. */
export const UID_BASE = 200_000;
export const COFFER_GID = 200_000;

export interface UnixAccount {
  id: number;
  username: string;
}

export const uidOf = (user: UnixAccount) => UID_BASE + user.id;

/**
 * Whether a username can be a Samba account as it is: letters, digits, `.`, `_` and `-`, not
 * starting with `-` or `.`. Anything else could break the passwd file (`:`, line breaks) or mean
 * something else in smb.conf's user lists (quotes, spaces, commas, a leading `@`, `+` or `&` names a
 * group, `%` expands). Such an account cannot use SMB (docs/decisions.md "SMB (issue 17)").
 */
export function smbUsernameUsable(username: string): boolean {
  return /^[\p{L}\p{N}_][\p{L}\p{N}._-]{0,63}$/u.test(username);
}

/**
 * Writes the passwd and group files Samba's programs see instead of the machine's: root, nobody
 * (the guest account Samba insists on resolving, though guests are refused) and one line per Coffer
 * user. The machine's own /etc/passwd is never touched.
 */
export function writeUnixAccounts(layout: SambaLayout, users: readonly UnixAccount[]): void {
  const lines = [
    'root:x:0:0:root:/nonexistent:/usr/sbin/nologin',
    'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin',
    ...users.map(
      (user) =>
        `${user.username}:x:${uidOf(user)}:${COFFER_GID}:${user.username}:/nonexistent:/usr/sbin/nologin`,
    ),
  ];
  writeAtomically(layout.passwd, lines.join('\n') + '\n');
  writeAtomically(layout.group, `root:x:0:\nnogroup:x:65534:\ncoffer:x:${COFFER_GID}:\n`);
}

/**
 * One link per user, `<homesByName>/<username>` → their own folder, so the home share's path is
 * `<homesByName>/%U` (Samba's %H would name the forced user's home, root's). Links of users gone
 * are removed: their share has no folder.
 */
export function linkHomes(layout: SambaLayout, homes: ReadonlyMap<string, string>): void {
  syncLinks(layout.homesByName, homes);
}

/** `<shares>/<mapping id>` → each group folder. */
export function linkShares(layout: SambaLayout, folders: ReadonlyMap<string, string>): void {
  syncLinks(layout.shares, folders);
}

function syncLinks(dir: string, wanted: ReadonlyMap<string, string>): void {
  for (const name of readdirSync(dir)) {
    const target = wanted.get(name);
    if (target !== undefined && readlinkSync(join(dir, name)) === target) continue;
    unlinkSync(join(dir, name));
  }
  for (const [name, target] of wanted) {
    try {
      symlinkSync(target, join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.new`, text, { mode: 0o600 });
  renameSync(`${path}.new`, path);
}
