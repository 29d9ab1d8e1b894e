import { readdir, readFile, readlink } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** A process's parent and real uid, from /proc; null once it is gone. */
async function processInfo(pid: number): Promise<{ ppid: number; uid: number } | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  if (status === null) return null;
  const ppid = /^PPid:\s+(\d+)/m.exec(status);
  const uid = /^Uid:\s+(\d+)/m.exec(status);
  return ppid && uid ? { ppid: Number(ppid[1]), uid: Number(uid[1]) } : null;
}

/**
 * The processes under `master` (its children and theirs, three levels down: pure-ftpd's session
 * runs under a privileged helper, itself a child of the listening server), with their uid. Each
 * process's status is read once.
 */
async function sessionProcesses(master: number): Promise<{ pid: number; uid: number }[]> {
  const table = new Map<number, { ppid: number; uid: number }>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = await processInfo(Number(name));
    if (info) table.set(Number(name), info);
  }
  const isUnder = (pid: number) => {
    let parent = table.get(pid)?.ppid ?? 0;
    for (let depth = 0; depth < 3 && parent > 1 && parent !== master; depth += 1) {
      parent = table.get(parent)?.ppid ?? 0;
    }
    return parent === master;
  };
  return [...table].filter(([pid]) => pid !== master && isUnder(pid)).map(([pid, { uid }]) => ({ pid, uid }));
}

/** The processes under `master` that run as `uid`: one user's FTP sessions. */
export async function sessionPids(master: number, uid: number): Promise<number[]> {
  return (await sessionProcesses(master)).filter((session) => session.uid === uid).map(({ pid }) => pid);
}

/**
 * The processes under `master` holding a connection from an address `allowed` refuses: the
 * sessions (and their helpers) of a client whose address the IP lists block now.
 */
export async function refusedAddressPids(
  master: number,
  allowed: (address: string) => boolean,
): Promise<number[]> {
  const peers = await connectionPeers(master);
  const found: number[] = [];
  for (const { pid } of await sessionProcesses(master)) {
    const inodes = await socketInodes(pid);
    if (inodes.some((inode) => peers.has(inode) && !allowed(peers.get(inode)!))) found.push(pid);
  }
  return found;
}

/** Ends a user's sessions (by PID) and waits up to a second for them to go. */
export async function endSessions(master: number | null, uid: number): Promise<number> {
  if (master === null) return 0;
  const pids = await sessionPids(master, uid);
  killAll(pids);
  for (let waited = 0; waited < 1000; waited += 50) {
    const alive = await Promise.all(pids.map((pid) => processInfo(pid)));
    if (alive.every((info) => info === null || info.uid !== uid)) break;
    await sleep(50);
  }
  return pids.length;
}

/** Ends the sessions of addresses the IP lists refuse now; answers how many processes it ended. */
export async function endRefusedAddresses(
  master: number | null,
  allowed: (address: string) => boolean,
): Promise<number> {
  if (master === null) return 0;
  const pids = await refusedAddressPids(master, allowed);
  killAll(pids);
  return pids.length;
}

function killAll(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** The socket inodes a process holds open (`socket:[N]` among its descriptors). */
async function socketInodes(pid: number): Promise<string[]> {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  const links = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
  return links.flatMap((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1] ?? []);
}

/** The remote address of each established TCP connection by socket inode, in `pid`'s network namespace. */
async function connectionPeers(pid: number): Promise<Map<string, string>> {
  const peers = new Map<string, string>();
  for (const table of ['tcp', 'tcp6']) {
    const text = await readFile(`/proc/${pid}/net/${table}`, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const [, , remote, state, , , , , , inode] = line.trim().split(/\s+/);
      // 01 is TCP_ESTABLISHED; a listening socket has no peer.
      if (state === '01' && remote && inode) peers.set(inode, procNetAddress(remote.split(':')[0]!));
    }
  }
  return peers;
}

/**
 * An address as /proc/net/tcp{,6} writes it (hex, each 32-bit word in the machine's little-endian
 * order, as on x86-64 and arm64) in its usual text; an IPv4 client of a dual-stack socket
 * (::ffff:a.b.c.d) as IPv4.
 */
export function procNetAddress(hex: string): string {
  const bytes = Buffer.from(hex, 'hex');
  for (let word = 0; word < bytes.length; word += 4) bytes.subarray(word, word + 4).reverse();
  const mappedV4 =
    bytes.length === 16 &&
    bytes.subarray(0, 10).every((byte) => byte === 0) &&
    bytes[10] === 0xff &&
    bytes[11] === 0xff;
  if (bytes.length === 4 || mappedV4) return [...bytes.subarray(-4)].join('.');
  const groups: string[] = [];
  for (let at = 0; at < 16; at += 2) groups.push(bytes.readUInt16BE(at).toString(16));
  return groups.join(':');
}
