import { FILE_SERVICE_CONFIGS, type FileServiceName } from '@coffer/contract';

/** The first field of a configuration the contract refuses, by its top-level name; null when none. */
export function refusedField(name: FileServiceName, draft: unknown): string | null {
  const parsed = FILE_SERVICE_CONFIGS[name].safeParse(draft);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return String(issue?.path[0] ?? '');
}

/** Whether two configurations say the same (their JSON, keys in the same order as the daemon's). */
export function sameConfig(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
