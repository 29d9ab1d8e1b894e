import { join } from 'node:path';
import type { Logger } from 'pino';
import type { AuthService } from '../auth/auth-service.js';
import type { UserRow } from '../auth/users-store.js';
import type { Files } from '../files/start-files.js';
import type { FileCaller } from '../files/path-resolver.js';
import type { SecurityService } from '../security/security-service.js';
import { DavLocks } from './dav-locks.js';
import type { DavFolder } from './dav-tree.js';
import { DeadProps } from './dead-props.js';
import type { DavAccount, WebDavDeps } from './webdav-server.js';

export interface WebDavParts {
  auth: AuthService;
  security: Pick<SecurityService, 'gate'>;
  files: Pick<Files, 'resolver' | 'recycle' | 'locks' | 'publicDirs'>;
  log: Logger;
  /** The service's own folder (`<data>/services/webdav/`): its dead properties live there. */
  stateDir: string;
  /** The folders each user sees at the top of the tree. */
  folders: (caller: FileCaller) => DavFolder[];
  /** The service's recycle setting, asked at each delete. */
  recycle: () => boolean;
  audit?: WebDavDeps['audit'];
}

function accountOf(row: UserRow): DavAccount {
  return { id: row.id, username: row.username, mainRole: row.main_role, disabled: Boolean(row.disabled) };
}

/** The WebDAV server's parts from the daemon's: sign-in, the IP gate, the files module. */
export function webDavDeps(parts: WebDavParts): WebDavDeps {
  const { auth, files } = parts;
  return {
    signIn: {
      verify: async (username, password, ip) =>
        accountOf(await auth.verifyServicePassword(username, password, ip)),
      account: (id) => {
        const row = auth.findUser(id);
        return row ? accountOf(row) : undefined;
      },
      locked: (username, ip) => auth.lockout.lockedFor(username.trim(), ip) > 0,
    },
    admits: (ip) => parts.security.gate.verdict(ip) === 'admit',
    resolver: files.resolver,
    folders: parts.folders,
    recycle: parts.recycle,
    bins: files.recycle,
    pathLocks: files.locks,
    locks: new DavLocks(),
    props: new DeadProps(join(parts.stateDir, 'dead-props.json')),
    log: parts.log,
    ...(parts.audit ? { audit: parts.audit } : {}),
  };
}
