import type { SambaAuditSettings, SambaConfig } from '@coffer/contract';
import { auditOperations } from './audit-operations.js';
import type { SambaLayout } from './samba-layout.js';

/** One share as smb.conf says it. */
export interface SambaShare {
  name: string;
  /** A link under the layout (never a folder's own name: see `SambaLayout.shares`). */
  path: string;
  /** Everyone who may connect; the share is left out when nobody may. */
  validUsers: string[];
  /** Those who may write; everyone else in `validUsers` reads only. */
  writeList: string[];
}

export interface SambaConfInput {
  layout: SambaLayout;
  config: SambaConfig;
  recycle: boolean;
  shares: SambaShare[];
  /** `hosts allow` entries; empty allows every address not denied. */
  hostsAllow: string[];
  hostsDeny: string[];
  audit: SambaAuditSettings;
}

/** Section names Samba gives a meaning of its own: a mapping named so is left out. */
const RESERVED = new Set(['global', 'homes', 'printers', 'print$', 'ipc$']);

/** A share name Samba reads back as written: no section brackets, line breaks or `%` expansions. */
export function shareNameUsable(name: string): boolean {
  return (
    name.length > 0 &&
    !RESERVED.has(name.toLowerCase()) &&
    !/[[\]%\\/\p{Cc}]/u.test(name) &&
    name.trim() === name
  );
}

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(' ');

/**
 * The whole smb.conf of Coffer's Samba. Every share is served as root (`force user`): Coffer itself
 * runs as root and writes root-owned files, so the web and SMB read and write the same folders
 * either way, and who may do what is decided by Samba's share-level lists, made from the permission
 * model (docs/decisions.md "SMB (issue 17)").
 */
export function renderSmbConf(input: SambaConfInput): string {
  const { layout, config } = input;
  const lines: string[] = [
    '# Written by Coffer; changes here are lost at the next change of accounts, folders or settings.',
    '[global]',
    'server role = standalone server',
    'workgroup = WORKGROUP',
    'server string = Coffer',
    `smb ports = ${config.port}`,
    'disable netbios = yes',
    `server min protocol = ${config.minProtocol === 'SMB3' ? 'SMB3_00' : 'SMB2_02'}`,
    `server smb encrypt = ${config.encryption === 'allowed' ? 'if_required' : config.encryption}`,
    `passdb backend = tdbsam:${layout.privateDir}/passdb.tdb`,
    `private dir = ${layout.privateDir}`,
    `binddns dir = ${layout.privateDir}/bind-dns`,
    `lock directory = ${layout.lockDir}`,
    `state directory = ${layout.stateDir}`,
    `cache directory = ${layout.cacheDir}`,
    `pid directory = ${layout.pidDir}`,
    `ncalrpc dir = ${layout.ncalrpcDir}`,
    `log file = ${layout.logFile}`,
    'max log size = 10240',
    'logging = file',
    `log level = ${input.audit.enabled ? '0 full_audit:1' : '0'}`,
    'debug prefix timestamp = yes',
    // The RPC helpers (share listing) run as a server of their own, supervised like smbd.
    'rpc start on demand helpers = no',
    'map to guest = never',
    'guest account = nobody',
    'restrict anonymous = 2',
    'access based share enum = yes',
    'load printers = no',
    'printing = bsd',
    'printcap name = /dev/null',
    'disable spoolss = yes',
    'usershare max shares = 0',
    `usershare path = ${layout.root}/usershares`,
    'registry shares = no',
    'obey pam restrictions = no',
    'unix password sync = no',
    'pam password change = no',
    'wide links = no',
    'allow insecure wide links = no',
    'map archive = no',
    'store dos attributes = yes',
    'create mask = 0644',
    'directory mask = 0755',
    // Coffer's own folder in each home (the web recycle bin) is not the user's to touch.
    'veto files = /.coffer/',
  ];
  if (input.hostsAllow.length > 0) lines.push(`hosts allow = ${input.hostsAllow.join(' ')}`);
  if (input.hostsDeny.length > 0) lines.push(`hosts deny = ${input.hostsDeny.join(' ')}`);

  const vfs = [...(input.audit.enabled ? ['full_audit'] : []), ...(input.recycle ? ['recycle'] : [])];
  for (const share of input.shares) {
    if (!shareNameUsable(share.name) || share.validUsers.length === 0) continue;
    lines.push(
      '',
      `[${share.name}]`,
      `path = ${share.path}`,
      `valid users = ${quoted(share.validUsers)}`,
      'read only = yes',
      ...(share.writeList.length > 0 ? [`write list = ${quoted(share.writeList)}`] : []),
      'force user = root',
      'force group = root',
      'browseable = yes',
      'guest ok = no',
    );
    if (vfs.length > 0) lines.push(`vfs objects = ${vfs.join(' ')}`);
    if (input.audit.enabled) {
      const ops = auditOperations(input.audit.actions).join(' ');
      lines.push(
        'full_audit:prefix = coffer-audit|%U|%I|%S',
        'full_audit:syslog = false',
        `full_audit:success = ${ops || 'none'}`,
        `full_audit:failure = ${ops || 'none'}`,
      );
    }
    if (input.recycle) {
      lines.push(
        'recycle:repository = #recycle',
        'recycle:keeptree = yes',
        'recycle:versions = yes',
        'recycle:touch = yes',
        'recycle:directory_mode = 0755',
        'recycle:exclude_dir = #recycle',
      );
    }
  }
  return lines.join('\n') + '\n';
}
