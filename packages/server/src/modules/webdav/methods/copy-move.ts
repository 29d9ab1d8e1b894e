import { lstat, mkdir, realpath, rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { treeSize } from '../../files/tasks/copy-tree.js';
import { placeEntry } from '../../files/tasks/place-entry.js';
import { guardWrite, type WriteTarget } from '../dav-conditions.js';
import { depthOf, entryAt, headerOf, send, statOrNothing, type DavRequest } from '../dav-context.js';
import { DavError } from '../dav-errors.js';
import { isInside } from '../dav-locks.js';
import { pathOfHref, urlSegments } from '../dav-tree.js';
import { IMMEDIATE_CONTROL } from './delete.js';

function destinationSegments(request: DavRequest): string[] {
  const header = headerOf(request.req, 'destination');
  if (!header) throw new DavError(400);
  return urlSegments(pathOfHref(header, request.req.headers.host));
}

/**
 * COPY and MOVE (RFC 4918 §9.8, §9.9) inside the user's tree: Overwrite (F answers 412 when the
 * destination exists), Depth (COPY 0 or infinity, MOVE infinity only), the destination's parent must
 * exist (409), locks on what changes must be submitted. The files module's placeEntry does the
 * work: a rename where it can, a copy through a hidden temporary entry where it cannot (between
 * subvolumes), and an entry replaced by an overwrite is set aside until the new one is in place.
 */
export async function copyOrMove(request: DavRequest, mode: 'copy' | 'move'): Promise<void> {
  const depth = depthOf(request.req);
  if (depth === '1' || (mode === 'move' && depth !== 'infinity')) throw new DavError(400);
  const overwrite = String(request.req.headers.overwrite ?? 'T').toUpperCase();
  if (overwrite !== 'T' && overwrite !== 'F') throw new DavError(400);
  const target = destinationSegments(request);
  if (request.segments.length === 0 || (mode === 'move' && request.segments.length < 2))
    throw new DavError(403);
  if (target.length < 2) throw new DavError(403);
  const source = (await entryAt(request, request.segments, { write: mode === 'move', last: 'self' }))!;
  if (mode === 'move' && source.resolved.isRoot) throw new DavError(403);
  const sourceInfo = await lstat(source.resolved.real).catch(() => undefined);
  if (!sourceInfo) throw new DavError(404);
  const dest = (await entryAt(request, target, { write: true, last: 'self' }))!;
  if (dest.resolved.isRoot) throw new DavError(403);
  const parent = dirname(dest.resolved.real);
  if (!(await statOrNothing(parent))?.isDirectory()) throw new DavError(409);
  const sourceReal = source.resolved.real;
  const destReal = dest.resolved.real;
  if (sourceReal === destReal || isInside(destReal, sourceReal)) throw new DavError(403);
  const existed = (await lstat(destReal).catch(() => undefined)) !== undefined;
  if (existed && overwrite === 'F') throw new DavError(412);

  const targets: WriteTarget[] = [{ real: destReal, deep: true }];
  if (mode === 'move') targets.push({ real: sourceReal, deep: true });
  await guardWrite(request, source, targets);

  const { services } = request;
  const shallow = mode === 'copy' && depth === '0' && sourceInfo.isDirectory();
  const bytes = shallow ? 0 : (await treeSize(sourceReal)).bytes;
  // Bytes that come into another root (a copy, or a move between folders) count toward its limit.
  if (mode === 'copy' || source.resolved.rootReal !== dest.resolved.rootReal) {
    await services.resolver.limits?.assertRoom(request.caller.id, dest.resolved, bytes);
  }
  if (existed) {
    services.locks.removeWithin(destReal);
    services.props.removeTree(destReal);
  }
  if (shallow) {
    if (existed) await rm(destReal, { recursive: true, force: true });
    await mkdir(destReal);
  } else {
    await placeEntry(
      {
        source: sourceReal,
        sourceVirtual: source.resolved.virtual,
        destDir: await realpath(parent),
        name: basename(destReal),
        action: 'overwrite',
        mode,
        bytes,
      },
      services.pathLocks,
      IMMEDIATE_CONTROL,
    );
  }
  if (mode === 'move') {
    services.locks.removeWithin(sourceReal);
    services.props.moveTree(sourceReal, destReal);
  } else if (shallow) {
    services.props.update(
      destReal,
      Object.entries(services.props.of(sourceReal)).map(([name, xml]) => ({ name, xml })),
    );
  } else {
    services.props.copyTree(sourceReal, destReal);
  }
  send(request.res, existed ? 204 : 201);
}
