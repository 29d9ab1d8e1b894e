import type {
  FileServiceConfig,
  FileServiceName,
  MainRole,
  MediaCounts,
  ServiceMapping,
  ServiceState,
} from '@coffer/contract';

/** A folder a service exports, with who may read and who may write it (from the permission model). */
export interface ServiceExport {
  mapping: ServiceMapping;
  /**
   * The folder's real path. For the `home` mapping it is the pool's homes folder: each user's own
   * folder is `<real>/<user id>`, and only that user may use it.
   */
  real: string;
  /** Usernames that may read (and not write); writers are not repeated here. */
  readers: string[];
  /** Usernames that may read and write. */
  writers: string[];
}

/** An account as the services see it; a disabled one must be refused at once. */
export interface ServiceUser {
  id: number;
  username: string;
  enabled: boolean;
  mainRole: MainRole;
}

/** Everything a service is configured from; `apply` is given it whole each time. */
export interface DriverState<N extends FileServiceName = FileServiceName> {
  config: FileServiceConfig<N>;
  recycle: boolean;
  /** Only exported mappings, and none when no pool is usable. */
  exports: ServiceExport[];
  users: ServiceUser[];
  /** The IP lists as the services can use them (docs/decisions.md "File services"). */
  addresses: { mode: 'all' | 'allow-only'; allow: string[]; block: string[] };
}

export interface DriverRuntime {
  state: ServiceState;
  pid: number | null;
  ports: number[];
  error: string | null;
  since: number | null;
  /** DLNA: what the server has indexed. */
  indexed?: MediaCounts | null;
  /** The TLS certificate's SHA-256 fingerprint, where the service has one (FTPS). */
  tlsFingerprint?: string | null;
}

/** One file service's server: configured from Coffer's state and supervised by the daemon. */
export interface FileServiceDriver<N extends FileServiceName = FileServiceName> {
  readonly name: N;
  readonly label: { zh: string; en: string };
  /** What a new install starts from. */
  defaults(): FileServiceConfig<N>;
  /** False where deletes cannot go to a recycle bin (DLNA serves read-only). */
  readonly hasRecycle: boolean;
  /**
   * Checks a configuration beyond its shape (a port in use, a TLS certificate that cannot be made)
   * and throws an AppError; optional.
   */
  check?(config: FileServiceConfig<N>): Promise<void>;
  /** Starts the server, or brings a running one to `state` (a reload or a restart). */
  apply(state: DriverState<N>): Promise<void>;
  /** Whether the server keeps a pool's mount busy now (mounts of its own inside it); optional. */
  holds?(poolId: string): boolean;
  /**
   * Stops using a pool while it is deleted or remounted, until `takeBack`; an apply follows each
   * call. Asked only of a driver that `holds` the pool; two pools may be let go at once.
   */
  letGo?(poolId: string): void;
  takeBack?(poolId: string): void;
  stop(): Promise<void>;
  runtime(): DriverRuntime;
}
