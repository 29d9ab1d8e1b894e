import { z } from 'zod';
import { zKeyId } from '../fields.js';
import { ACCOUNTS } from './accounts-types.js';
import { defineCall } from './define.js';
import {
  zDirectoryAccount,
  zDirectoryImport,
  zDirectoryProbe,
  zDirectorySettings,
  zDirectoryState,
} from './directory-types.js';

/**
 * The connection with the bind password as the page sends it: sealed with the device key, or empty
 * to keep the stored one.
 */
const zDirectoryForm = zDirectorySettings.extend({
  bindPassword: z.string().max(2048).default(''),
  key_id: zKeyId.optional(),
});

/** Directory sign-in (ACCT-08, `/adLdapEditView`): the connection, without its bind password. */
export const directoryGet = defineCall({
  method: 'POST',
  path: '/account/directory/get',
  payload: z.object({}),
  response: zDirectoryState,
  access: ACCOUNTS,
});

/** Saves the connection (`/connectAdLdap`) after a successful test of it. */
export const directorySave = defineCall({
  method: 'POST',
  path: '/account/directory/save',
  payload: zDirectoryForm,
  response: zDirectoryState,
  access: ACCOUNTS,
  timeoutMs: 30_000,
});

/** Tests a connection as entered (an empty bind password: the stored one); saves nothing. */
export const directoryTest = defineCall({
  method: 'POST',
  path: '/account/directory/test',
  payload: zDirectoryForm,
  response: zDirectoryProbe,
  access: ACCOUNTS,
  timeoutMs: 30_000,
});

/**
 * Imports the directory's users and groups: new users become accounts (role 3) that sign in with
 * their directory password, groups become groups with those members; an account no longer found is
 * disabled. Answers one row per entry.
 */
export const directoryImport = defineCall({
  method: 'POST',
  path: '/account/directory/import',
  payload: z.object({}),
  response: zDirectoryImport,
  access: ACCOUNTS,
  timeoutMs: 120_000,
});

export const directoryAccounts = defineCall({
  method: 'POST',
  path: '/account/directory/accounts',
  payload: z.object({}),
  response: z.object({ items: z.array(zDirectoryAccount) }),
  access: ACCOUNTS,
});

/** Forgets the connection; its accounts stay (with their files) but are disabled. */
export const directoryDisconnect = defineCall({
  method: 'POST',
  path: '/account/directory/disconnect',
  payload: z.object({}),
  response: z.object({ disabledAccounts: z.number().int() }),
  access: ACCOUNTS,
});
