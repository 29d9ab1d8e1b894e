import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BIND_PASSWORD_FILE = 'directory-bind-password';

/**
 * The directory's service-account password, in `<data>/secrets/directory-bind-password` (mode
 * 0600) beside the device key, not in the database: a copy of coffer.db (a backup, a support
 * bundle) never carries it. The daemon needs it in clear to bind, so it is not hashed.
 */
export class BindPasswordFile {
  private readonly file: string;

  constructor(private readonly secretsDir: string) {
    this.file = join(secretsDir, BIND_PASSWORD_FILE);
  }

  read(): string {
    try {
      return readFileSync(this.file, 'utf8');
    } catch {
      return '';
    }
  }

  write(password: string): void {
    mkdirSync(this.secretsDir, { recursive: true, mode: 0o700 });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, password, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, this.file);
  }

  remove(): void {
    rmSync(this.file, { force: true });
  }
}
