/** minidlna keeps the friendly name in 64 bytes with its terminating NUL (FRIENDLYNAME_MAX_LEN). */
export const FRIENDLY_NAME_MAX_BYTES = 63;

/** SSDP (UPnP discovery) is always UDP 1900 on the multicast group 239.255.255.250. */
export const SSDP_PORT = 1900;

export interface MinidlnaSettings {
  port: number;
  friendlyName: string;
  /** Real folders to index; minidlna shows each under its own folder name. */
  mediaDirs: readonly string[];
  /** Where its database and album art go. */
  dbDir: string;
  /** Where it writes `minidlna.log`. */
  logDir: string;
  /** Stable across restarts so clients keep recognising the server. */
  uuid: string;
  /** Interfaces to announce and answer on; empty: every interface but loopback (minidlna's own default). */
  interfaces: readonly string[];
}

/**
 * Why a value cannot be written into minidlna.conf, or null. The file is one `key=value` a line
 * with no quoting, so a line break would add settings of the caller's choosing.
 */
export function unsafeConfValue(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'control characters are not allowed';
  return null;
}

/** Why a friendly name cannot be used, or null. */
export function friendlyNameProblem(name: string): string | null {
  const unsafe = unsafeConfValue(name);
  if (unsafe) return unsafe;
  if (Buffer.byteLength(name, 'utf8') > FRIENDLY_NAME_MAX_BYTES) {
    return `at most ${FRIENDLY_NAME_MAX_BYTES} bytes (UTF-8)`;
  }
  return null;
}

/** minidlna.conf for the settings; throws on a value that would break the file (checked before). */
export function minidlnaConf(settings: MinidlnaSettings): string {
  const values: [string, string][] = [
    ['port', String(settings.port)],
    ['friendly_name', settings.friendlyName],
    ['uuid', settings.uuid],
    ['serial', settings.uuid.replace(/-/g, '').slice(0, 12)],
    ['db_dir', settings.dbDir],
    ['log_dir', settings.logDir],
    // Changes in the folders reach the index at once; a changed folder list rebuilds it.
    ['inotify', 'yes'],
    // Links leading out of the chosen folders (into someone's own folder) are never followed.
    ['wide_links', 'no'],
    ['enable_tivo', 'no'],
    ['strict_dlna', 'no'],
    ...settings.mediaDirs.map((dir): [string, string] => ['media_dir', dir]),
  ];
  if (settings.interfaces.length > 0) values.push(['network_interface', settings.interfaces.join(',')]);
  for (const [key, value] of values) {
    const problem = unsafeConfValue(value);
    if (problem) throw new Error(`minidlna ${key}: ${problem}`);
  }
  return `${values.map(([key, value]) => `${key}=${value}`).join('\n')}\n`;
}
