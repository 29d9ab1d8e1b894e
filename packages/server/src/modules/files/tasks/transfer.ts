import { lstat, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { Code, type ConflictAction, type FileConflict } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';
import type { FileActs } from '../file-acts.js';
import type { FileCaller, PathResolver, ResolvedPath } from '../path-resolver.js';
import { joinVirtual } from '../path-rules.js';
import { treeSize } from './copy-tree.js';
import type { ItemRunner, TaskPlanner } from './file-tasks.js';
import type { PathLocks } from './path-locks.js';
import { isMissing, placeEntry } from './place-entry.js';

export type TransferMode = 'move' | 'copy';

function inside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder + sep);
}

/** The real path of a folder that must exist (symlinks resolved). */
async function realFolder(resolved: ResolvedPath): Promise<string> {
  const real = await realpath(resolved.real).catch((error: unknown) => {
    if (isMissing(error)) throw new AppError(Code.fileNotFound, { path: resolved.virtual });
    throw error;
  });
  if (!(await stat(real)).isDirectory())
    throw new AppError(Code.fileNotDirectory, { path: resolved.virtual });
  return real;
}

/** The destination of a move or copy, by the drop rules: not `/public` itself, writable, a folder. */
async function destinationOf(resolver: PathResolver, caller: FileCaller, dest: string) {
  const resolved = await resolver.resolve(caller, dest);
  if (resolved.root === 'public' && resolved.isRoot) throw new AppError(Code.fileEnterGroupFirst);
  if (resolved.permission !== 1) throw new AppError(Code.fileReadOnly);
  return { resolved, real: await realFolder(resolved) };
}

/** A source of a move, copy or delete: never a root; a move or delete needs write permission. */
export async function sourceOf(
  resolver: PathResolver,
  caller: FileCaller,
  path: string,
  write: boolean,
): Promise<ResolvedPath & { realEntry: string }> {
  const resolved = await resolver.resolve(caller, path, 'self');
  if (resolved.isRoot) throw new AppError(Code.fileTopLevel);
  if (write && resolved.permission !== 1) throw new AppError(Code.fileReadOnly);
  // The entry itself is not followed; the folder holding it is, so comparisons use real folders.
  const parent = await realpath(dirname(resolved.real)).catch(() => dirname(resolved.real));
  return { ...resolved, realEntry: join(parent, basename(resolved.real)) };
}

/**
 * The drop rules (spec 1 §5), all checked before anything moves, so a refusal changes nothing:
 * `/public` itself is no destination (C116014), a read-only one neither (C116004), roots are not
 * moved (C116026), a move into the folder it is already in is refused (C116011), and so is a
 * folder into itself or one of its children (C116012). Answers how to count the bytes the task
 * will carry (walking a big tree takes a while: the task does it, not the call).
 */
export async function checkTransfer(
  resolver: PathResolver,
  caller: FileCaller,
  request: { paths: readonly string[]; dest: string; mode: TransferMode },
): Promise<() => Promise<number>> {
  const dest = await destinationOf(resolver, caller, request.dest);
  const entries: string[] = [];
  for (const path of request.paths) {
    const source = await sourceOf(resolver, caller, path, request.mode === 'move');
    if (request.mode === 'move' && dirname(source.realEntry) === dest.real) {
      throw new AppError(Code.fileSameLevel);
    }
    if (inside(dest.real, source.realEntry)) throw new AppError(Code.fileIntoItself);
    entries.push(source.realEntry);
  }
  return () => bytesOf(entries);
}

/** Bytes of the files under the entries; entries gone meanwhile count nothing. */
async function bytesOf(entries: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const entry of entries) {
    bytes += await treeSize(entry).then(
      (size) => size.bytes,
      () => 0,
    );
  }
  return bytes;
}

/** Which sources would meet a taken name in `dest`. */
export async function findConflicts(
  resolver: PathResolver,
  caller: FileCaller,
  paths: readonly string[],
  dest: string,
): Promise<FileConflict[]> {
  const destination = await destinationOf(resolver, caller, dest);
  const conflicts: FileConflict[] = [];
  for (const path of paths) {
    const source = await sourceOf(resolver, caller, path, false);
    const own = await lstat(source.realEntry).catch(() => undefined);
    const target = join(destination.real, basename(source.realEntry));
    if (!own || target === source.realEntry) continue;
    const existing = await stat(target).catch(() => lstat(target).catch(() => undefined));
    if (!existing) continue;
    conflicts.push({
      path,
      name: basename(source.realEntry),
      is_dir: own.isDirectory(),
      existing: {
        is_dir: existing.isDirectory(),
        size: existing.isDirectory() ? 0 : existing.size,
        mtime: Math.floor(existing.mtimeMs / 1000),
      },
    });
  }
  return conflicts;
}

/** Runs move and copy tasks: each source checked again when its turn comes, then put in place. */
export function transferPlanner(
  resolver: PathResolver,
  locks: PathLocks,
  mode: TransferMode,
  acts?: FileActs,
): TaskPlanner {
  return (caller, task, options): ItemRunner =>
    async (index, control) => {
      const path = task.paths[index]!;
      const source = await sourceOf(resolver, caller, path, mode === 'move');
      const dest = await destinationOf(resolver, caller, task.dest);
      const info = await lstat(source.realEntry).catch((error: unknown) => {
        if (isMissing(error)) throw new AppError(Code.fileNotFound, { path });
        throw error;
      });
      if (mode === 'move' && dirname(source.realEntry) === dest.real) throw new AppError(Code.fileSameLevel);
      if (inside(dest.real, source.realEntry)) throw new AppError(Code.fileIntoItself);
      const action: ConflictAction =
        options.items?.[path] ?? options.items?.[source.virtual] ?? options.action ?? 'keep';
      const bytes = info.isDirectory() ? (await treeSize(source.realEntry)).bytes : info.size;
      // A move inside one root keeps its bytes where they are; anything else brings them in.
      if (mode === 'copy' || source.rootReal !== dest.resolved.rootReal) {
        await resolver.limits?.assertRoom(caller.id, dest.resolved, bytes);
      }
      return placeEntry(
        {
          source: source.realEntry,
          sourceVirtual: path,
          destDir: dest.real,
          name: basename(source.realEntry),
          action,
          mode,
          bytes,
          placed: (target) =>
            acts?.record(caller.id, joinVirtual(dest.resolved.virtual, basename(target)), mode),
        },
        locks,
        control,
      );
    };
}

/** A delete's rules, checked before anything moves: roots stay (C116026), write permission needed. */
export async function checkDelete(
  resolver: PathResolver,
  caller: FileCaller,
  paths: readonly string[],
): Promise<() => Promise<number>> {
  const entries: string[] = [];
  for (const path of paths) entries.push((await sourceOf(resolver, caller, path, true)).realEntry);
  return () => bytesOf(entries);
}
