import { z } from 'zod';
import { defineCall } from './define.js';
import { ACCOUNTS, GROUP_NAME_MAX, zGroupEntry, zUid, zUids } from './accounts-types.js';

/** Every group with its members (T3 `/v2/public/user/groups`). */
export const groupList = defineCall({
  method: 'POST',
  path: '/v2/public/user/groups',
  payload: z.object({}),
  response: z.object({ items: z.array(zGroupEntry) }),
  access: ACCOUNTS,
});

const zGroupName = z.string().trim().min(1).max(GROUP_NAME_MAX);

export const groupCreate = defineCall({
  method: 'POST',
  path: '/account/group/create',
  payload: z.object({ name: zGroupName, members: zUids.default([]) }),
  response: zGroupEntry,
  access: ACCOUNTS,
});

export const groupRename = defineCall({
  method: 'POST',
  path: '/account/group/rename',
  payload: z.object({ id: zUid, name: zGroupName }),
  response: zGroupEntry,
  access: ACCOUNTS,
});

/** Deletes a group: its members stay, its permits on group folders go. */
export const groupDelete = defineCall({
  method: 'POST',
  path: '/account/group/delete',
  payload: z.object({ id: zUid }),
  response: z.object({ id: z.number().int(), name: z.string() }),
  access: ACCOUNTS,
});

/** Adds and removes members in one act. */
export const groupMembers = defineCall({
  method: 'POST',
  path: '/account/group/members',
  payload: z.object({ id: zUid, add: zUids.default([]), remove: zUids.default([]) }),
  response: zGroupEntry,
  access: ACCOUNTS,
});
