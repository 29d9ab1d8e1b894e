/**
 * One key of the signed-in user's key-value store (spec 1 §7) and how its stored text becomes a
 * typed value. The daemon keeps values per user, so a key never needs the user's name in it.
 */
export interface KvEntry<T> {
  key: string;
  /** A stored value that does not read as T counts as absent, so a bad value never breaks a page. */
  parse: (raw: unknown) => T | null;
}

/** Values are stored as JSON text; `parse` receives the parsed JSON. */
export function kvEntry<T>(key: string, parse: (raw: unknown) => T | null): KvEntry<T> {
  return { key, parse };
}
