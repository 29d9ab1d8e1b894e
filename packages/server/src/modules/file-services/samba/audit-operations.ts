import type { SambaAuditAction } from '@coffer/contract';

/** The full_audit operations each recorded action needs. */
const OPERATIONS: Record<SambaAuditAction, readonly string[]> = {
  connect: ['connect'],
  open: ['create_file'],
  create: ['create_file'],
  read: ['pread', 'pread_recv', 'read'],
  write: ['pwrite', 'pwrite_recv', 'write'],
  mkdir: ['mkdirat'],
  rename: ['renameat'],
  // A removed folder is an unlinkat too: create_file tells a folder from a file beforehand.
  delete: ['unlinkat', 'create_file'],
  rmdir: ['unlinkat', 'create_file'],
};

export function auditOperations(actions: readonly SambaAuditAction[]): string[] {
  return [...new Set(actions.flatMap((action) => OPERATIONS[action]))].sort();
}
