import { z } from 'zod';

/** How long the daemon waits for the directory server: a TCP connection, then each operation. */
export const DIRECTORY_TIMEOUTS = { connectMs: 5_000, operationMs: 10_000 } as const;
/** At most this many users (and as many groups) in one import. */
export const DIRECTORY_IMPORT_MAX = 5_000;
export const DN_MAX = 512;

export const DIRECTORY_DEFAULTS = {
  userFilter: '(objectClass=inetOrgPerson)',
  userAttr: 'uid',
  groupFilter: '(|(objectClass=groupOfNames)(objectClass=groupOfUniqueNames)(objectClass=posixGroup))',
} as const;

const zDn = z.string().trim().max(DN_MAX);
const zFilter = z.string().trim().min(1).max(1024);

/** The connection as the administrator enters it; the bind password is never part of an answer. */
export const zDirectorySettings = z.object({
  /** `ldap://host:port` or `ldaps://host:port`. */
  url: z.string().trim().min(1).max(256),
  baseDn: zDn.min(1),
  /** Empty: an anonymous service bind. */
  bindDn: zDn.default(''),
  userFilter: zFilter.default(DIRECTORY_DEFAULTS.userFilter),
  /** The attribute that holds a user's sign-in name (`uid`; `sAMAccountName` on Active Directory). */
  userAttr: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/)
    .default(DIRECTORY_DEFAULTS.userAttr),
  /** Where groups are searched; empty: the base DN. */
  groupBase: zDn.default(''),
  groupFilter: zFilter.default(DIRECTORY_DEFAULTS.groupFilter),
});
export type DirectorySettings = z.output<typeof zDirectorySettings>;

/** The saved connection as answered (empty strings when nothing is saved); never the bind password. */
export const zDirectoryState = z.object({
  url: z.string(),
  baseDn: z.string(),
  bindDn: z.string(),
  userFilter: z.string(),
  userAttr: z.string(),
  groupBase: z.string(),
  groupFilter: z.string(),
  configured: z.boolean(),
  hasBindPassword: z.boolean(),
  /** Epoch seconds of the last import; 0: never. */
  lastImportAt: z.number().int(),
  /** Coffer accounts that came from the directory. */
  accounts: z.number().int(),
});
export type DirectoryState = z.infer<typeof zDirectoryState>;

/** What a connection test found under the base DN. */
export const zDirectoryProbe = z.object({
  users: z.number().int(),
  groups: z.number().int(),
  /** The first few sign-in names found. */
  sample: z.array(z.string()),
});
export type DirectoryProbe = z.infer<typeof zDirectoryProbe>;

export const DIRECTORY_IMPORT_RESULTS = ['created', 'updated', 'disabled', 'refused'] as const;

/** One directory entry's fate in an import. */
export const zDirectoryImportRow = z.object({
  kind: z.enum(['user', 'group']),
  name: z.string(),
  dn: z.string(),
  result: z.enum(DIRECTORY_IMPORT_RESULTS),
  /** The refusal's catalogue code and message; empty otherwise. */
  code: z.string(),
  message: z.string(),
});
export type DirectoryImportRow = z.infer<typeof zDirectoryImportRow>;

export const zDirectoryImport = z.object({
  rows: z.array(zDirectoryImportRow),
  created: z.number().int(),
  updated: z.number().int(),
  disabled: z.number().int(),
  refused: z.number().int(),
});
export type DirectoryImport = z.infer<typeof zDirectoryImport>;

/** A Coffer account that came from the directory. */
export const zDirectoryAccount = z.object({
  uid: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  dn: z.string(),
  disabled: z.boolean(),
  /** Not found in the directory at the last import (and disabled by it). */
  gone: z.boolean(),
  /** Epoch seconds of the import that last found it. */
  seenAt: z.number().int(),
});
export type DirectoryAccount = z.infer<typeof zDirectoryAccount>;
