/**
 * Whether an error from SQLite means the file itself is damaged (SQLITE_CORRUPT and its extended
 * codes) or is not a database at all (SQLITE_NOTADB). Anything else (a busy file, a permission
 * problem, a full disk) is not damage: a repair would not help and must not be started.
 */
export function damageKindOf(error: unknown): 'corrupt' | 'notadb' | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (code === 'SQLITE_NOTADB') return 'notadb';
  if (code.startsWith('SQLITE_CORRUPT')) return 'corrupt';
  return undefined;
}
