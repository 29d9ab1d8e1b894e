/**
 * `smbclient` as a person at their computer uses it, against Coffer's smbd on its test port: the
 * password travels in the environment (PASSWD), never on the command line.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';

export interface SmbAnswer {
  code: number;
  output: string;
}

export interface SmbLogin {
  username: string;
  password: string;
  /** The address to connect to; 127.0.0.1 unless a test needs another source address. */
  host?: string;
}

export function smbclient(port: number, login: SmbLogin, args: readonly string[]): Promise<SmbAnswer> {
  return new Promise((resolve) => {
    execFile(
      'smbclient',
      ['-p', String(port), '-U', login.username, '-m', 'SMB3', ...args],
      { env: { ...process.env, PASSWD: login.password }, timeout: 60_000, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** Runs smbclient commands (`put a b; get c d`) on a share. */
export function onShare(port: number, login: SmbLogin, share: string, commands: string): Promise<SmbAnswer> {
  return smbclient(port, login, [`//${login.host ?? '127.0.0.1'}/${share}`, '-c', commands]);
}

/** The disk shares `smbclient -L` lists to this user; throws when the listing is refused. */
export async function listShares(port: number, login: SmbLogin): Promise<string[]> {
  const answer = await smbclient(port, login, ['-L', login.host ?? '127.0.0.1']);
  if (!/Sharename/.test(answer.output)) throw new Error(`smbclient -L refused: ${answer.output}`);
  return answer.output
    .split('\n')
    .flatMap((line) => {
      const match = /^\t(.+?)\s+Disk\s*/.exec(line);
      return match?.[1] ? [match[1]] : [];
    })
    .sort();
}

/** An interactive smbclient on a share that stays connected until its input ends. */
export function holdSession(port: number, login: SmbLogin, share: string): ChildProcess {
  return spawn(
    'smbclient',
    ['-p', String(port), '-U', login.username, `//${login.host ?? '127.0.0.1'}/${share}`],
    {
      env: { ...process.env, PASSWD: login.password },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
}

/**
 * Runs smbclient commands given on standard input, one a line, as typed at its prompt: any byte a
 * client could send (a NUL, which no argument may carry) reaches smbclient as it is.
 */
export function typedOnShare(
  port: number,
  login: SmbLogin,
  share: string,
  lines: readonly string[],
): Promise<SmbAnswer> {
  return new Promise((resolve) => {
    const child = spawn(
      'smbclient',
      ['-p', String(port), '-U', login.username, `//${login.host ?? '127.0.0.1'}/${share}`],
      {
        env: { ...process.env, PASSWD: login.password },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
    child.stdin.end(lines.map((line) => `${line}\n`).join(''));
  });
}
