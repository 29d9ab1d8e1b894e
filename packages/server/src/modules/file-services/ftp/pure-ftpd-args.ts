import type { FtpConfig } from '@coffer/contract';

export const PURE_FTPD = '/usr/sbin/pure-ftpd';

const TLS_LEVEL = { off: '0', allowed: '1', required: '2' } as const;

/** Minutes a session may sit idle before the server closes it. */
const IDLE_MINUTES = 15;

/**
 * pure-ftpd's command line: everything is given here, so no file of /etc is read. The server runs
 * in the foreground (supervised), listens on every address on the configured port, never lets
 * anyone in anonymously, asks the daemon about every sign-in, chroots each session into its view,
 * shows and takes no dot-files (`.coffer` folders are Coffer's own), and logs nothing to syslog.
 */
export function pureFtpdArgs(options: {
  config: FtpConfig;
  socket: string;
  pidFile: string;
  certFile: string | null;
}): string[] {
  const { config, socket, pidFile, certFile } = options;
  const [from, to] = config.passivePorts;
  const args = [
    `--login=extauth:${socket}`,
    `--bind=,${config.port}`,
    `--passiveportrange=${from}:${to}`,
    '--noanonymous',
    '--chrooteveryone',
    '--dontresolve',
    '--prohibitdotfilesread',
    '--nochmod',
    '--minuid=1000',
    `--maxidletime=${IDLE_MINUTES}`,
    '--syslogfacility=none',
    `--pidfile=${pidFile}`,
    `--tls=${TLS_LEVEL[config.tls]}`,
  ];
  if (certFile) args.push(`--certfile=${certFile}`);
  return args;
}
