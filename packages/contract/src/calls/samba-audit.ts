import { z } from 'zod';
import { zInt } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { SAMBA_AUDIT_ACTIONS, zSambaAuditEntry, zSambaAuditSettings } from './samba-audit-types.js';

/** The Samba audit log, newest first, with its settings (SET-SVC-02, LOG-03). */
export const sambaAuditList = defineCall({
  method: 'POST',
  path: '/api/fileshare_service/samba/audit/list',
  payload: z.object({
    page: zInt.pipe(z.number().min(1)).default(1),
    size: zInt.pipe(z.number().min(1).max(500)).default(50),
    /** Matches a username, share or path. */
    keyword: z.string().max(256).optional(),
    action: z.enum(SAMBA_AUDIT_ACTIONS).optional(),
  }),
  response: z.object({
    total: z.number().int(),
    list: z.array(zSambaAuditEntry),
    settings: zSambaAuditSettings,
  }),
  access: rolesAccess(PERMISSIONS.logs),
});

/** Changes the audit settings; `data` holds them as a JSON string (SET-SVC-02). */
export const sambaAuditUpdate = defineCall({
  method: 'POST',
  path: '/api/fileshare_service/samba/audit/update',
  payload: z.object({ data: z.string().min(2).max(4096) }),
  response: zSambaAuditSettings,
  access: rolesAccess(PERMISSIONS.settings),
});
