/**
 * Whether an entry is shared by a link now (FILE-02 `nshare`). The share links module sets
 * `isShared` when it starts; until then nothing is shared. Keyed by real path, the only name an
 * entry has that every root agrees on.
 */
export class ShareMarks {
  isShared: (realPath: string) => boolean = () => false;
}
