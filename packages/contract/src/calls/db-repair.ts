import { z } from 'zod';
import { ANY_ROLE, MASTER_ONLY } from '../roles.js';
import { defineCall, rolesAccess } from './define.js';
import { zDbRepairState } from './db-repair-types.js';

/**
 * Database check and repair (DBR-04: spec 1 names `/mysql/repair` and its state call; their payloads
 * are not shown, so these are Coffer's, docs/decisions.md "Database check and repair"). The daemon
 * checks its database at every start and repairs it before it serves anyone; these calls report
 * what happened until the master acknowledges it.
 */

/** The last repair, for every signed-in user (the overlay shows to all); paths for administrators. */
export const dbRepairState = defineCall({
  method: 'POST',
  path: '/mysql/repair/state',
  payload: z.object({}),
  response: zDbRepairState,
  access: rolesAccess(ANY_ROLE),
  allowedWhileLocked: true,
});

/** The master has read the report: the state reads `none` again (the damaged copy stays on disk). */
export const dbRepairClean = defineCall({
  method: 'POST',
  path: '/mysql/repair/clean',
  payload: z.object({}),
  response: zDbRepairState,
  access: rolesAccess(MASTER_ONLY),
});
