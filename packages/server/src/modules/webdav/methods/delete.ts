import { lstat, rm } from 'node:fs/promises';
import type { FileTask } from '@coffer/contract';
import type { FileCaller } from '../../files/path-resolver.js';
import type { ItemControl } from '../../files/tasks/place-entry.js';
import { guardWrite } from '../dav-conditions.js';
import { entryAt, send, type DavRequest, type DavServices } from '../dav-context.js';
import { DavError } from '../dav-errors.js';

/** A control for the files module's item runners when a WebDAV request runs one at once, not as a task. */
export const IMMEDIATE_CONTROL: ItemControl = {
  taskId: 'dav',
  setTemp: () => undefined,
  stopIfCancelled: () => undefined,
  checkpoint: async () => undefined,
  progress: () => undefined,
};

/**
 * Removes an entry: to its recycle bin through the files module's delete (the same bins and rows
 * as the file manager) when the service's recycle setting is on, else for ever.
 */
export async function removeEntry(
  services: DavServices,
  caller: FileCaller,
  virtual: string,
  real: string,
): Promise<void> {
  if (services.recycle()) {
    const task = { paths: [virtual] } as unknown as FileTask;
    await services.bins.deletePlanner()(caller, task, { finished: [], lang: 'en' })(0, IMMEDIATE_CONTROL);
  } else {
    const release = await services.pathLocks.acquire([real]);
    try {
      await rm(real, { recursive: true, force: true });
    } finally {
      release();
    }
  }
  services.locks.removeWithin(real);
  services.props.removeTree(real);
}

/** DELETE (RFC 4918 §9.6): never a folder at the top of the tree; locks below must be submitted too. */
export async function davDelete(request: DavRequest): Promise<void> {
  if (request.segments.length < 2) throw new DavError(403);
  const entry = (await entryAt(request, request.segments, { write: true, last: 'self' }))!;
  if (entry.resolved.isRoot) throw new DavError(403);
  const found = await lstat(entry.resolved.real).catch(() => undefined);
  if (!found) throw new DavError(404);
  await guardWrite(request, entry, [{ real: entry.resolved.real, deep: true }]);
  await removeEntry(request.services, request.caller, entry.resolved.virtual, entry.resolved.real);
  send(request.res, 204);
}
