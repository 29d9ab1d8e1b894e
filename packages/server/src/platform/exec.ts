import { execFile } from 'node:child_process';

export interface ExecOptions {
  /** Milliseconds before the command is killed; long storage work runs as a job instead. */
  timeoutMs?: number;
  /** Standard input for the command. */
  input?: string;
  /** Exit codes that are an answer rather than a failure (`btrfs scrub status` answers 1 sometimes). */
  okExitCodes?: readonly number[];
}

export interface ExecResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export class ExecError extends Error {
  constructor(
    readonly command: string,
    readonly args: readonly string[],
    readonly result: ExecResult,
    readonly timedOut: boolean,
  ) {
    super(
      `${command} ${args.join(' ')} failed (${timedOut ? 'timed out' : `exit ${result.exitCode}`}): ${result.stderr.trim().slice(0, 500)}`,
    );
    this.name = 'ExecError';
  }
}

export type ExecLogger = (entry: {
  command: string;
  args: readonly string[];
  exitCode: number;
  ms: number;
}) => void;

const DEFAULT_TIMEOUT_MS = 60_000;
let logExec: ExecLogger = () => {};

/** Where every command is reported (the daemon logs them at debug level). */
export function setExecLogger(logger: ExecLogger): void {
  logExec = logger;
}

/**
 * Runs a host command: an argument array (never a shell), a timeout, the C locale so parsers read
 * stable output, and one log line per command.
 */
export function exec(
  command: string,
  args: readonly string[],
  options: ExecOptions = {},
): Promise<ExecResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      args,
      {
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        const result = { stdout, stderr, exitCode };
        logExec({ command, args, exitCode, ms: Date.now() - started });
        if (!error || options.okExitCodes?.includes(exitCode)) resolve(result);
        else
          reject(new ExecError(command, args, result, error.killed === true && error.signal === 'SIGTERM'));
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}
