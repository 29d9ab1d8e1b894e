import { z } from 'zod';

/** The file services Coffer runs (issue 17 §1, SET-SVC-01), in the order the settings list them. */
export const FILE_SERVICES = ['samba', 'ftp', 'webdav', 'dlna'] as const;
export type FileServiceName = (typeof FILE_SERVICES)[number];

/** Where a service's process stands: `starting` until it answers on its ports, `failed` after it could not. */
export const SERVICE_STATES = ['running', 'stopped', 'starting', 'failed'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** Media files by kind, as a DLNA server counts them. */
export const zMediaCounts = z.object({
  audio: z.number().int(),
  video: z.number().int(),
  image: z.number().int(),
});
export type MediaCounts = z.infer<typeof zMediaCounts>;

export const zFileServiceStatus = z.object({
  name: z.enum(FILE_SERVICES),
  /** Remembered across restarts: the service runs whenever the daemon does. */
  enabled: z.boolean(),
  state: z.enum(SERVICE_STATES),
  ports: z.array(z.number().int()),
  pid: z.number().int().nullable(),
  /** Why it failed or stopped on its own, in the server's words; null when running or stopped by choice. */
  error: z.string().nullable(),
  /** When it entered its state (ms since the epoch); null when never started. */
  since: z.number().nullable(),
  /** DLNA only: the media files the server has indexed, as it tells; null while it does not answer. */
  indexed: zMediaCounts.nullable().optional(),
  /** FTPS's certificate, SHA-256 (`AB:CD:…`), for a person to compare with what a client shows. */
  tlsFingerprint: z.string().nullable().optional(),
});
export type FileServiceStatus = z.infer<typeof zFileServiceStatus>;

const zPort = z.number().int().min(1).max(65535);

export const zSambaConfig = z.object({
  port: zPort,
  /**
   * SMB3 encryption: `off`; `allowed`, when the client asks (Samba's default, and Windows asks
   * only where its own policy says so); `desired`, asked of every client that can; `required` of
   * every client (others are refused).
   */
  encryption: z.enum(['off', 'allowed', 'desired', 'required']),
  minProtocol: z.enum(['SMB2', 'SMB3']),
});
export type SambaConfig = z.infer<typeof zSambaConfig>;

export const zFtpConfig = z
  .object({
    port: zPort,
    /** The passive data ports, from and to (inclusive). */
    passivePorts: z.tuple([zPort, zPort]),
    /** FTPS (explicit TLS): off, allowed, or required of every client. */
    tls: z.enum(['off', 'allowed', 'required']),
  })
  .refine(({ passivePorts: [from, to] }) => from <= to, { path: ['passivePorts'] });
export type FtpConfig = z.infer<typeof zFtpConfig>;

export const zWebdavConfig = z.object({ port: zPort, https: z.boolean() });
export type WebdavConfig = z.infer<typeof zWebdavConfig>;

export const zDlnaConfig = z.object({
  port: zPort,
  friendlyName: z.string().trim().min(1).max(64),
  /** The mappings (ids) whose folders are media folders. */
  folders: z.array(z.number().int()),
});
export type DlnaConfig = z.infer<typeof zDlnaConfig>;

export const FILE_SERVICE_CONFIGS = {
  samba: zSambaConfig,
  ftp: zFtpConfig,
  webdav: zWebdavConfig,
  dlna: zDlnaConfig,
} as const;
export type FileServiceConfig<N extends FileServiceName> = z.infer<(typeof FILE_SERVICE_CONFIGS)[N]>;

/**
 * A folder a service exports (SET-SVC-01 "mapping"): each user's own folder as one mapping, and
 * each group folder. `path` is the file manager's virtual path; `name` is what clients see (a
 * share name over SMB, a folder name over FTP and WebDAV).
 */
export const zServiceMapping = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  kind: z.enum(['home', 'group']),
  fid: z.number().int().nullable(),
  /** False after `mapping/del`: kept so `mapping/add` can export it again under its name. */
  exported: z.boolean(),
});
export type ServiceMapping = z.infer<typeof zServiceMapping>;

/**
 * A mapping's name as clients see it: a Windows share name's rules (no `\/:*?"<>|[]+=;,`, no
 * control characters, 1-80 characters, not `.`/`..`, not `homes`/`global`/`printers`, which Samba
 * reserves), so one name works over every service.
 */
export const zMappingName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[^\\/:*?"<>|[\]+=;,\p{Cc}]+$/u)
  .refine((name) => name !== '.' && name !== '..')
  .refine((name) => !['homes', 'global', 'printers', 'ipc$'].includes(name.toLowerCase()));
