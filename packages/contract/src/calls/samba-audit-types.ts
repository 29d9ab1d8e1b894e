import { z } from 'zod';

/** The SMB operations the Samba audit can record (LOG-03, SET-SVC-02). */
export const SAMBA_AUDIT_ACTIONS = [
  'connect',
  'open',
  'read',
  'write',
  'create',
  'mkdir',
  'rename',
  'delete',
  'rmdir',
] as const;
export type SambaAuditAction = (typeof SAMBA_AUDIT_ACTIONS)[number];

export const zSambaAuditSettings = z.object({
  enabled: z.boolean(),
  /** Which operations are recorded. */
  actions: z.array(z.enum(SAMBA_AUDIT_ACTIONS)),
});
export type SambaAuditSettings = z.infer<typeof zSambaAuditSettings>;

export const zSambaAuditEntry = z.object({
  id: z.number().int(),
  /** Epoch milliseconds. */
  at: z.number(),
  username: z.string(),
  ip: z.string(),
  action: z.enum(SAMBA_AUDIT_ACTIONS),
  /** The mapping (share) name as the client used it. */
  share: z.string(),
  /** The path inside the share; for a rename, `from -> to`. */
  path: z.string(),
  result: z.enum(['ok', 'fail']),
});
export type SambaAuditEntry = z.infer<typeof zSambaAuditEntry>;
