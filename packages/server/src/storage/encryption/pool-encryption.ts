import { rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { isMounted } from '../pools/pool-mount.js';
import { StorageError } from '../storage-error.js';
import { initCipherDir, mountPlainView, unmountPlainView, WrongPasswordError } from './gocryptfs.js';
import { openKeyFile, sealKeyFile, type KeyFileContent } from './key-file.js';
import { UnlockAttempts } from './unlock-attempts.js';

/** The gocryptfs cipher directory inside an encrypted pool's btrfs. */
export const CIPHER_DIR = '.coffer-crypt';

export interface PoolEncryptionOptions {
  dataDir: string;
  /** The device secret key files are sealed with (key-file.ts). */
  secret: Buffer;
}

/**
 * Encrypted pools over gocryptfs (ARCHITECTURE "Storage engine", Encryption). The pool's btrfs is
 * mounted as any pool's, at `<data>/mnt/<pool-id>`, and holds only the cipher directory; the files
 * are read and written through the plain view at `<data>/unlocked/<pool-id>`, mounted only while the
 * pool is unlocked. The password of an unlocked pool is kept in memory for this run, so its key file
 * can be downloaded; a restart forgets it and the pool is locked again.
 */
export class PoolEncryption {
  readonly attempts = new UnlockAttempts();
  private readonly passwords = new Map<string, string>();

  constructor(private readonly options: PoolEncryptionOptions) {}

  cipherDir(mountPoint: string): string {
    return join(mountPoint, CIPHER_DIR);
  }

  plainDir(poolId: string): string {
    return join(this.options.dataDir, 'unlocked', poolId);
  }

  async isUnlocked(poolId: string): Promise<boolean> {
    return isMounted(this.plainDir(poolId));
  }

  /** At creation, on the freshly mounted btrfs: make the cipher directory and mount the plain view. */
  async setUp(poolId: string, mountPoint: string, password: string): Promise<void> {
    await initCipherDir(this.cipherDir(mountPoint), password);
    await mountPlainView(this.cipherDir(mountPoint), this.plainDir(poolId), password);
    this.passwords.set(poolId, password);
  }

  /**
   * Unlocks with a password: N300148 once more than five wrong ones were given in this run, N300147
   * with the attempts left for a wrong one. An unlocked pool answers at once.
   */
  async unlock(poolId: string, mountPoint: string, password: string): Promise<void> {
    if (this.attempts.blocked(poolId)) throw new StorageError('N300148');
    if (await this.isUnlocked(poolId)) return;
    if (!(await isMounted(mountPoint))) throw new StorageError(Code.poolNotMounted);
    try {
      await mountPlainView(this.cipherDir(mountPoint), this.plainDir(poolId), password);
    } catch (error) {
      if (!(error instanceof WrongPasswordError)) throw error;
      const verdict = this.attempts.fail(poolId);
      if (verdict.blocked) throw new StorageError('N300148');
      throw new StorageError('N300147', { remaining: verdict.remaining });
    }
    this.attempts.succeed(poolId);
    this.passwords.set(poolId, password);
  }

  /** Unmounts the plain view (power-off, delete); before the btrfs under it is unmounted. */
  async lock(poolId: string): Promise<void> {
    const plainDir = this.plainDir(poolId);
    if (await isMounted(plainDir)) await unmountPlainView(plainDir);
    await rmdir(plainDir).catch(() => undefined);
    this.passwords.delete(poolId);
  }

  /** The key file of an unlocked pool (C107002 while it is locked: the daemon does not know the password). */
  keyFile(poolId: string): Buffer {
    const password = this.passwords.get(poolId);
    if (password === undefined) throw new StorageError(Code.poolLocked);
    return sealKeyFile(this.options.secret, { poolId, password });
  }

  /** The content of an uploaded key file; C107003 when it is not one this device sealed. */
  readKeyFile(file: Buffer): KeyFileContent {
    const content = openKeyFile(this.options.secret, file);
    if (!content) throw new StorageError(Code.badKeyFile);
    return content;
  }
}
