import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { servicesDir } from '../services-dir.js';

/** Every file Samba reads or writes, all under `<data>/services/samba/` (never /etc or /var). */
export interface SambaLayout {
  root: string;
  conf: string;
  /** passdb (the NT hashes) and secrets. */
  privateDir: string;
  lockDir: string;
  stateDir: string;
  cacheDir: string;
  pidDir: string;
  ncalrpcDir: string;
  /** Bound over /var/log/samba in the servers' own mount namespace (samba-process.ts). */
  logDir: string;
  /** smbd's log, where the audit lines land. */
  logFile: string;
  /** The servers' own standard output. */
  smbdOutput: string;
  rpcOutput: string;
  /** The nss_wrapper account files: the Unix identities of Coffer's users, for Samba alone. */
  passwd: string;
  group: string;
  /** `<name>` → the user's own folder: the home share's path is `<homesByName>/%U`. */
  homesByName: string;
  /** `<mapping id>` → a group folder: share paths never carry a folder's own name (no `%` expansion). */
  shares: string;
}

export function sambaLayout(dataDir: string): SambaLayout {
  const root = servicesDir(dataDir, 'samba');
  const dir = (name: string, mode = 0o700) => {
    const path = join(root, name);
    mkdirSync(path, { recursive: true, mode });
    chmodSync(path, mode);
    return path;
  };
  const logDir = dir('log');
  return {
    root,
    conf: join(root, 'smb.conf'),
    privateDir: dir('private'),
    lockDir: dir('lock'),
    stateDir: dir('state'),
    cacheDir: dir('cache'),
    pidDir: dir('pid'),
    // Samba's RPC servers refuse a socket folder that is not 0755 (the folder above stays private).
    ncalrpcDir: dir('ncalrpc', 0o755),
    logDir,
    logFile: join(logDir, 'smbd.log'),
    smbdOutput: join(logDir, 'smbd.out'),
    rpcOutput: join(logDir, 'rpc.out'),
    passwd: join(root, 'passwd'),
    group: join(root, 'group'),
    homesByName: dir('homes'),
    shares: dir('shares'),
  };
}

/** The environment every Samba program gets: Coffer's users as Unix accounts, from the files above. */
export function sambaEnv(layout: SambaLayout): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin',
    LANG: 'C.UTF-8',
    LD_PRELOAD: 'libnss_wrapper.so',
    NSS_WRAPPER_PASSWD: layout.passwd,
    NSS_WRAPPER_GROUP: layout.group,
  };
}
