import { FileKvStore, type KvStore, type Upload } from '@tus/utils';

/** Records kept in memory at most; an upload past them is read from its file again. */
export const UPLOAD_RECORDS_CACHED = 1000;

/**
 * tus upload records (`<id>.json` in a staging folder) with the last ones read kept in memory.
 * Every PATCH looks its upload up twice (whose it is, then tus's own lookup); reading the file each
 * time costs an open, a read and a close on a pool busy taking the upload's bytes
 * (bench/files-transfer.ts). The file stays the truth: written through, and read after a restart.
 */
export class CachedUploadRecords implements KvStore<Upload> {
  private readonly file: FileKvStore<Upload>;
  private readonly cache = new Map<string, Upload>();

  constructor(
    directory: string,
    private readonly limit = UPLOAD_RECORDS_CACHED,
  ) {
    this.file = new FileKvStore<Upload>(directory);
  }

  async get(key: string): Promise<Upload | undefined> {
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last, so the oldest is dropped first.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const record = await this.file.get(key);
    if (record) this.remember(key, record);
    return record;
  }

  async set(key: string, value: Upload): Promise<void> {
    await this.file.set(key, value);
    this.remember(key, value);
  }

  async delete(key: string): Promise<void> {
    this.cache.delete(key);
    await this.file.delete(key);
  }

  /** Drops a record from memory only: its file was removed by someone else (finish, sweep). */
  forget(key: string): void {
    this.cache.delete(key);
  }

  private remember(key: string, record: Upload): void {
    this.cache.delete(key);
    this.cache.set(key, record);
    if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
  }
}
