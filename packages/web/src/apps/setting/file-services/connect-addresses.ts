import type { FileServiceName } from '@coffer/contract';

/** The port SMB clients use when none is given; Windows' `\\host` form reaches no other. */
const SMB_DEFAULT_PORT = 445;
const FTP_DEFAULT_PORT = 21;

/**
 * What a person types into their client to reach a running service at `host` (the address this
 * page was opened at, brackets kept for IPv6): Windows' `\\host` and `smb://` for SMB, an `ftp://`
 * or `http(s)://` address for FTP and WebDAV. DLNA has none: televisions find it by themselves.
 */
export function connectAddresses(
  name: FileServiceName,
  host: string,
  ports: readonly number[],
  https = false,
): string[] {
  const port = ports[0];
  if (port === undefined || !host) return [];
  switch (name) {
    case 'samba': {
      if (port !== SMB_DEFAULT_PORT) return [`smb://${host}:${port}`];
      // A UNC path has no room for an IPv6 address written with colons.
      return host.includes(':') ? [`smb://${host}`] : [`\\\\${host}`, `smb://${host}`];
    }
    case 'ftp':
      return [port === FTP_DEFAULT_PORT ? `ftp://${host}` : `ftp://${host}:${port}`];
    case 'webdav': {
      const scheme = https ? 'https' : 'http';
      const usual = https ? 443 : 80;
      return [port === usual ? `${scheme}://${host}/` : `${scheme}://${host}:${port}/`];
    }
    case 'dlna':
      return [];
  }
}
