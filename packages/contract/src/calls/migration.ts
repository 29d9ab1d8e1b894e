import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { PasswordEvent } from '../password-events.js';
import { ANY_ROLE } from '../roles.js';
import { zList } from '../fields.js';
import { defineCall, rolesAccess } from './define.js';
import { zMigrateState, zMigrateTask } from './migration-types.js';
import { zPoolId, zSerial, zStorageProblem } from './storage-types.js';

/**
 * Data migration (T3 "Migration", MIG-01..05, APP-18): every member of a healthy pool moves onto a
 * free disk the administrator chose, one `btrfs replace` after another, as one job of kind `migrate`
 * (docs/decisions.md "Data migration"). Starting, cancelling and acknowledging are the master's;
 * both administrators may read the state, and any signed-in user the public task list.
 */
const master = rolesAccess(PERMISSIONS.migration);

/** The pool to move and its new disks, one per member in the members' order (`sys`). */
const zMigrateRequest = z.object({
  pid: z
    .union([zPoolId, z.array(zPoolId).min(1).max(1)])
    .transform((value) => (Array.isArray(value) ? value[0]! : value)),
  sys: zList(zSerial),
});

/**
 * The check step: every reason the migration could not start (the same checks as `start`), each
 * with its field (`sys.1` is the second new disk), code and message; nothing is touched.
 */
export const migrateDiskReady = defineCall({
  method: 'POST',
  path: '/migrate/diskready',
  payload: zMigrateRequest,
  response: z.object({
    problems: z.array(zStorageProblem),
  }),
  access: master,
});

/** Starts the migration (the new disks are erased): a refusal lists every problem in `data.errors`. */
export const migrateStart = defineCall({
  method: 'POST',
  path: '/migrate/start',
  payload: zMigrateRequest,
  response: z.object({ jobId: z.string(), pid: z.string() }),
  access: master,
  passwordEvent: PasswordEvent.storageFormat,
});

/** The migration under way, or the last one until it is acknowledged (MIG-05). */
export const migrateState = defineCall({
  method: 'POST',
  path: '/migrate/state',
  payload: z.object({}),
  response: zMigrateState,
  access: rolesAccess(PERMISSIONS.storageView),
});

/** Stops the running migration: members already moved stay moved. Nothing running: the state as is. */
export const migrateCancel = defineCall({
  method: 'POST',
  path: '/migrate/cancel',
  payload: z.object({}),
  response: zMigrateState,
  access: master,
});

/** Acknowledges a finished migration, so the state reads `idle` again; refused while one runs. */
export const migrateCleanState = defineCall({
  method: 'POST',
  path: '/migrate/cleanstate',
  payload: z.object({}),
  response: zMigrateState,
  access: master,
});

/**
 * The migration tasks of a type (MIG-03; type 1, moving a pool onto other disks, is the only one):
 * the migration under way or not yet acknowledged, none otherwise. Every signed-in user's desktop
 * reads it for its `isMigrate` flag (MIG-01/02).
 */
export const migrateTaskList = defineCall({
  method: 'POST',
  path: '/v2/tob/public/migrate/task',
  payload: z.object({ type: z.coerce.number().int().min(0).max(99) }),
  response: z.object({ list: z.array(zMigrateTask) }),
  access: rolesAccess(ANY_ROLE),
});
