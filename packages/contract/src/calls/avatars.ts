import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { ACCOUNTS, zUid } from './accounts-types.js';
import { zAvatarState } from './avatars-types.js';
import { defineCall, rolesAccess } from './define.js';

/** Any signed-in account: everyone has an avatar of their own and sees others' (ACCT-07). */
const SIGNED_IN = rolesAccess(PERMISSIONS.files);

/** The picture itself (`image/webp`), by the session cookie; `v` is the version, for caching only. */
export const avatarImage = defineCall({
  method: 'GET',
  path: '/v2/user/avatar',
  payload: z.object({ uid: zUid, v: z.string().max(20).optional() }),
  response: z.unknown(),
  access: SIGNED_IN,
  cookieAuth: true,
});

/** The signed-in account's own avatar version (the user menu and My Account). */
export const avatarMine = defineCall({
  method: 'POST',
  path: '/v2/user/avatar/info',
  payload: z.object({}),
  response: zAvatarState,
  access: SIGNED_IN,
});

/** Sets one's own avatar: the body is the picture's bytes; it is made square and small. */
export const avatarSetMine = defineCall({
  method: 'POST',
  path: '/v2/user/avatar/set',
  payload: z.object({}),
  response: zAvatarState,
  access: SIGNED_IN,
  bodyType: 'binary',
});

export const avatarRemoveMine = defineCall({
  method: 'POST',
  path: '/v2/user/avatar/remove',
  payload: z.object({}),
  response: zAvatarState,
  access: SIGNED_IN,
});

/** An administrator sets an account's avatar (the user center); `uid` travels in the query. */
export const accountAvatarSet = defineCall({
  method: 'POST',
  path: '/account/avatar/set',
  payload: z.object({ uid: zUid }),
  response: zAvatarState,
  access: ACCOUNTS,
  bodyType: 'binary',
  queryFields: ['uid'],
});

export const accountAvatarRemove = defineCall({
  method: 'POST',
  path: '/account/avatar/remove',
  payload: z.object({ uid: zUid }),
  response: zAvatarState,
  access: ACCOUNTS,
});
