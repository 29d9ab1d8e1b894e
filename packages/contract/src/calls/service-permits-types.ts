import { z } from 'zod';
import { APP_SERVICE_NAMES, type AppServiceName } from '../app-services.js';

export const zAppServiceName = z.enum(APP_SERVICE_NAMES as [AppServiceName, ...AppServiceName[]]);

/** A stored grant on an app service: 0 deny, 1 allow. */
export const zAppGrant = z.union([z.literal(0), z.literal(1)]);

/** A grant or its absence (null: this user or group has no grant on the service). */
export const zAppGrantOrNone = zAppGrant.nullable();

/** One grant on one service, as save_permits takes it. */
export const zServicePermit = z.object({
  type: z.enum(['user', 'group']),
  id: z.number().int().positive(),
  permission: zAppGrant,
});
export type ServicePermit = z.infer<typeof zServicePermit>;

/** A service with who is granted it (get_permits, save_permits). */
export const zServicePermits = z.object({
  service: zAppServiceName,
  permits: z.array(zServicePermit.extend({ name: z.string() })),
});
export type ServicePermits = z.infer<typeof zServicePermits>;

/** A subject's own grant on one service, as save_user_permit and save_group_permit take it. */
export const zOwnServiceGrant = z.object({ service: zAppServiceName, permission: zAppGrantOrNone });
export type OwnServiceGrant = z.infer<typeof zOwnServiceGrant>;

/** Where a user's answer on a service comes from. */
export const zAppAccessSource = z.enum(['admin', 'user', 'group', 'default']);
export type AppAccessSource = z.infer<typeof zAppAccessSource>;

/** One user's grants and answers on every service (get_user_permit, save_user_permit). */
export const zUserServicePermits = z.object({
  uid: z.number().int(),
  username: z.string(),
  mainRole: z.number().int(),
  permits: z.array(
    z.object({
      service: zAppServiceName,
      /** The user's own grant; null when they have none. */
      own: zAppGrantOrNone,
      /** The answer: 1 the user may use the service, 0 not. */
      permission: zAppGrant,
      source: zAppAccessSource,
    }),
  ),
});
export type UserServicePermits = z.infer<typeof zUserServicePermits>;

/** One group's own grants on every service (get_group_permit, save_group_permit). */
export const zGroupServicePermits = z.object({
  gid: z.number().int(),
  name: z.string(),
  permits: z.array(z.object({ service: zAppServiceName, permission: zAppGrantOrNone })),
});
export type GroupServicePermits = z.infer<typeof zGroupServicePermits>;

/** A service as the permission editor lists it. */
export const zAppServiceEntry = z.object({
  service: zAppServiceName,
  title: z.object({ 'zh-CN': z.string(), en: z.string() }),
  /** The desktop apps it opens (the app catalogue's names). */
  apps: z.array(z.string()),
});
export type AppServiceEntry = z.infer<typeof zAppServiceEntry>;

/** The answer on every service, for one user. */
export const zServiceAnswers = z.array(z.object({ service: zAppServiceName, permission: zAppGrant }));
