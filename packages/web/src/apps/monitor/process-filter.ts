import type { ProcessInfo } from '@coffer/contract';

/** Pure: the processes whose name, command, user or PID holds the query (any case). */
export function filterProcesses(list: readonly ProcessInfo[], query: string): ProcessInfo[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter(
    (entry) =>
      String(entry.pid) === needle ||
      entry.name.toLowerCase().includes(needle) ||
      entry.command.toLowerCase().includes(needle) ||
      entry.user.toLowerCase().includes(needle),
  );
}
