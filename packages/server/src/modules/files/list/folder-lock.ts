/**
 * One operation at a time per folder (by real path) for the checks Node cannot make atomic: a
 * rename that must not replace a taken name checks, then renames, under the folder's lock. Another
 * process (an SMB client, a shell) can still slip an entry in between; `renameat2(RENAME_NOREPLACE)`
 * would close that and Node does not expose it.
 */
export class FolderLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(folder: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(folder) ?? Promise.resolve();
    const mine = before.then(work, work);
    const tail = mine.catch(() => undefined);
    this.tails.set(folder, tail);
    try {
      return await mine;
    } finally {
      if (this.tails.get(folder) === tail) this.tails.delete(folder);
    }
  }
}
