import type { SambaAuditAction } from '@coffer/contract';

/** One SMB operation as full_audit wrote it (prefix `coffer-audit|%U|%I|%S`, smb-conf.ts). */
export interface AuditLine {
  username: string;
  ip: string;
  share: string;
  operation: string;
  result: 'ok' | 'fail';
  /** What follows the result: flags, then one path (two for renameat). */
  args: string[];
}

const MARK = 'coffer-audit|';

export function parseAuditLine(line: string): AuditLine | null {
  const at = line.indexOf(MARK);
  if (at < 0) return null;
  const fields = line.slice(at + MARK.length).split('|');
  const [username, ip, share, operation, result, ...args] = fields;
  if (!username || ip === undefined || !share || !operation || (result !== 'ok' && result !== 'fail'))
    return null;
  return { username, ip, share, operation, result, args };
}

/** What a line means, before the share's folder is cut from its paths. */
export interface SmbOperation {
  action: SambaAuditAction;
  paths: string[];
}

const CREATES = new Set(['create', 'overwrite', 'overwrite_if', 'supersede']);

/**
 * The action a line records, or null for the ones that are not recorded (a folder opened to list
 * it, the send half of an asynchronous read). `isFolder` tells whether a removed path was a folder
 * (create_file lines said so before).
 */
export function operationOf(line: AuditLine, isFolder: (path: string) => boolean): SmbOperation | null {
  const last = line.args[line.args.length - 1] ?? '';
  switch (line.operation) {
    case 'connect':
      return { action: 'connect', paths: [] };
    case 'create_file': {
      // access mask | file or dir | disposition | path
      const [, kind, disposition] = line.args;
      if (kind !== 'file') return null;
      return { action: CREATES.has(disposition ?? '') ? 'create' : 'open', paths: [last] };
    }
    case 'pread':
    case 'pread_recv':
    case 'read':
      return { action: 'read', paths: [last] };
    case 'pwrite':
    case 'pwrite_recv':
    case 'write':
      return { action: 'write', paths: [last] };
    case 'mkdirat':
      return { action: 'mkdir', paths: [last] };
    case 'renameat':
      return { action: 'rename', paths: line.args.slice(-2) };
    case 'unlinkat':
      return { action: isFolder(last) ? 'rmdir' : 'delete', paths: [last] };
    default:
      return null;
  }
}
