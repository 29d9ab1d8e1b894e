/**
 * Judges the listing of a payload (`tar -tzf` for the names, `tar -tvzf` for types and sizes, both
 * in the archive's order, in the C locale) before anything is unpacked: every entry must be a
 * regular file or a directory with a relative name that stays inside the release directory. Links
 * are refused outright: a symlink entry could point a later entry's write outside the directory.
 */
export type PayloadVerdict =
  | { ok: true; files: number; bytes: number }
  | { ok: false; entry: string; why: 'absolute' | 'parent' | 'type' | 'listing' | 'empty' | 'too-large' };

export function judgePayloadListing(
  names: readonly string[],
  verbose: readonly string[],
  maxBytes: number,
): PayloadVerdict {
  if (names.length !== verbose.length) return { ok: false, entry: '', why: 'listing' };
  if (names.length === 0) return { ok: false, entry: '', why: 'empty' };
  let bytes = 0;
  let files = 0;
  for (const [index, name] of names.entries()) {
    if (name.startsWith('/')) return { ok: false, entry: name, why: 'absolute' };
    if (name.split('/').includes('..')) return { ok: false, entry: name, why: 'parent' };
    const line = verbose[index] ?? '';
    const type = line[0];
    if (type !== '-' && type !== 'd') return { ok: false, entry: name, why: 'type' };
    // `-rw-r--r-- root/root 1234 2026-11-27 05:32 name`: the size is the third field.
    const size = Number(line.trim().split(/\s+/)[2]);
    if (!Number.isSafeInteger(size) || size < 0) return { ok: false, entry: name, why: 'listing' };
    if (type === '-') files += 1;
    bytes += size;
    if (bytes > maxBytes) return { ok: false, entry: name, why: 'too-large' };
  }
  return { ok: true, files, bytes };
}

/** Lines of a tar listing; tar escapes newlines in names, so one line is one entry. */
export function listingLines(output: string): string[] {
  return output.split('\n').filter((line) => line !== '');
}
