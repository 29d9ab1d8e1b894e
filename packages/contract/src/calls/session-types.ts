import { z } from 'zod';

export const zUserSetting = z.object({
  share_disable: z.number().int(),
  flash_disable: z.number().int(),
  /** The privacy agreement version this user accepted; '' until they do (SESS-08). */
  protocolVersion: z.string(),
});
export type UserSetting = z.infer<typeof zUserSetting>;

/** SESS-02: what the login answer gives the page. */
export const zLoginResult = z.object({
  token: z.string(),
  userid: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  mainRole: z.number().int(),
  isMaster: z.number().int(),
  isDevOps: z.number().int(),
  userSetting: zUserSetting,
  userType: z.string(),
  nasid: z.string(),
});
export type LoginResult = z.infer<typeof zLoginResult>;

/** SESS-01: the token check. Coffer adds the session facts the page needs after a reload. */
export const zUserInfo = z.object({
  username: z.string(),
  nickname: z.string(),
  type: z.string(),
  authorize: z.number().int(),
  perm: z.array(z.string()),
  uid: z.number().int(),
  roleInfo: z.object({ mainRole: z.number().int() }),
  isMaster: z.number().int(),
  isDevOps: z.number().int(),
  userSetting: zUserSetting,
  locked: z.boolean(),
  keepLogin: z.boolean(),
});
export type UserInfo = z.infer<typeof zUserInfo>;
