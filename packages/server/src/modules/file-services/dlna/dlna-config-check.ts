import type { DlnaConfig, ServiceMapping } from '@coffer/contract';
import { friendlyNameProblem } from './minidlna-conf.js';

/**
 * What is wrong with a DLNA configuration beyond its shape, as `field: reason`, or null. Only group
 * folders can be media folders: DLNA has no accounts, so a home folder would be anyone's to watch.
 * A folder chosen before and deleted since (`saved`) is let through so other settings can change;
 * it serves nothing, and mapping ids are never used again.
 */
export function dlnaConfigProblem(
  config: DlnaConfig,
  mappings: readonly ServiceMapping[],
  saved: readonly number[] = [],
): string | null {
  const name = friendlyNameProblem(config.friendlyName);
  if (name) return `friendlyName: ${name}`;
  const byId = new Map(mappings.map((mapping) => [mapping.id, mapping]));
  for (const id of config.folders) {
    const mapping = byId.get(id);
    if (!mapping) {
      if (saved.includes(id)) continue;
      return `folders: no shared folder ${id}`;
    }
    if (mapping.kind !== 'group')
      return `folders: ${mapping.name} is everyone's own folder, not a group folder`;
  }
  if (new Set(config.folders).size !== config.folders.length) return 'folders: a folder is listed twice';
  return null;
}
