import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { makePrivateDir, makePrivateFile } from './private-files.js';

export interface LoggerOptions {
  /** Also write to stdout (the daemon); a CLI keeps its output for answers. */
  stdout: boolean;
  /**
   * Write synchronously. Events are logged at info and calls only at debug, so the cost is small, and
   * a daemon that fails at start (a port in use) still has its last lines on disk when it exits.
   */
  sync: boolean;
}

/**
 * Structured JSON logs to `<data>/logs/coffer.log`. Secrets never reach a log line: the code logs no
 * credential, and the redaction below catches any that a future change passes by mistake.
 */
export function createLogger(
  dataDir: string,
  level: string,
  { stdout, sync }: LoggerOptions = { stdout: true, sync: true },
): Logger {
  const dir = join(dataDir, 'logs');
  const file = join(dir, 'coffer.log');
  // Log lines carry addresses and account names: the owner's eyes only (issue 12, finding 7).
  makePrivateDir(dir);
  makePrivateFile(file);
  const streams: pino.StreamEntry[] = [
    {
      level: level as pino.Level,
      stream: pino.destination({ dest: file, sync, mkdir: true }),
    },
  ];
  if (stdout) streams.push({ level: level as pino.Level, stream: pino.destination({ dest: 1, sync }) });
  return pino(
    {
      level,
      base: { service: 'coffer' },
      redact: {
        paths: [
          'password',
          'passwd',
          'token',
          '*.password',
          '*.passwd',
          '*.token',
          'headers.token',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    pino.multistream(streams),
  );
}
