import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FileServiceName } from '@coffer/contract';

/** `<data>/services/<name>/`, private: a service's configuration and state live here, never in /etc. */
export function servicesDir(dataDir: string, name: FileServiceName | string): string {
  const dir = join(dataDir, 'services', name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}
