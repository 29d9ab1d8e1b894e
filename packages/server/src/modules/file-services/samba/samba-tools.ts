import { exec, type ExecOptions } from '../../../platform/exec.js';
import { sambaEnv, type SambaLayout } from './samba-layout.js';

/** One SMB session as smbstatus tells it. */
export interface SambaSession {
  /** The per-connection smbd serving it. */
  pid: number;
  username: string;
  address: string;
}

/** Runs a Samba program against Coffer's smb.conf, with Coffer's users as its Unix accounts. */
function run(layout: SambaLayout, command: string, args: readonly string[], options: ExecOptions = {}) {
  const env = Object.entries(sambaEnv(layout)).map(([key, value]) => `${key}=${value}`);
  return exec('env', [...env, command, ...args], { timeoutMs: 20_000, ...options });
}

/** Sets (or adds) a user's SMB password; the password goes on standard input, never in arguments. */
export async function setSmbPassword(layout: SambaLayout, username: string, password: string): Promise<void> {
  await run(layout, 'smbpasswd', ['-c', layout.conf, '-s', '-a', '--', username], {
    input: `${password}\n${password}\n`,
  });
}

/** The users passdb holds. */
export async function passdbUsers(layout: SambaLayout): Promise<Map<string, { disabled: boolean }>> {
  const { stdout } = await run(layout, 'pdbedit', ['-s', layout.conf, '-L', '-w']);
  const users = new Map<string, { disabled: boolean }>();
  // smbpasswd format: name:uid:LM:NT:[flags]:LCT-…
  for (const line of stdout.split('\n')) {
    const fields = line.split(':');
    if (fields.length < 5 || !fields[0]) continue;
    users.set(fields[0], { disabled: /D/.test(fields[4] ?? '') });
  }
  return users;
}

export async function setSmbDisabled(
  layout: SambaLayout,
  username: string,
  disabled: boolean,
): Promise<void> {
  await run(layout, 'pdbedit', ['-s', layout.conf, '-r', '-u', username, '-c', disabled ? '[D]' : '[]']);
}

export async function removeSmbUser(layout: SambaLayout, username: string): Promise<void> {
  await run(layout, 'pdbedit', ['-s', layout.conf, '-x', '-u', username]);
}

/** The open sessions of Coffer's smbd (its own lock directory: never the machine's Samba). */
export async function smbSessions(layout: SambaLayout): Promise<SambaSession[]> {
  const { stdout } = await run(layout, 'smbstatus', ['-s', layout.conf, '-b', '--json']);
  return signedInSessions(stdout);
}

/** smbstatus's name for a session whose sign-in has not finished: it has no user yet. */
const AUTH_IN_PROGRESS = '(auth in progress)';

/**
 * The signed-in sessions in `smbstatus --json` output. A session still signing in is left out:
 * it has no user to judge yet, and Samba itself checks its password and address with the
 * configuration just loaded.
 */
export function signedInSessions(smbstatusJson: string): SambaSession[] {
  const parsed = JSON.parse(smbstatusJson) as {
    sessions?: Record<
      string,
      { server_id?: { pid?: string }; uid?: number; username?: string; remote_machine?: string }
    >;
  };
  return Object.values(parsed.sessions ?? {}).flatMap((session) => {
    const pid = Number(session.server_id?.pid);
    if (!Number.isInteger(pid) || pid <= 0) return [];
    if (!session.username || session.username === AUTH_IN_PROGRESS || session.uid === -1) return [];
    return [{ pid, username: session.username, address: session.remote_machine ?? '' }];
  });
}

/** Tells every process of Coffer's Samba to read smb.conf again. */
export async function reloadConfig(layout: SambaLayout): Promise<void> {
  await run(layout, 'smbcontrol', ['-s', layout.conf, 'smbd', 'reload-config']);
}
