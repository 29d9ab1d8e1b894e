import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `scripts/coffer …` against a test daemon's data directory; `input` is what stdin holds. */
export function coffer(dataDir: string, args: string[], input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      path.join(REPO, 'scripts/coffer'),
      [...args, '--data', dataDir],
      { cwd: REPO, timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin?.end(input);
  });
}

export async function addUser(
  dataDir: string,
  user: { username: string; password: string },
  role: 1 | 2 | 3,
) {
  await coffer(
    dataDir,
    ['user', 'add', '--name', user.username, '--role', String(role)],
    `${user.password}\n`,
  );
}

export async function insertDisk(dataDir: string, slot: string, size: string): Promise<void> {
  await coffer(dataDir, ['bay', 'insert', slot, '--size', size]);
}
