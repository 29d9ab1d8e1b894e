import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import {
  CONFLICT_ACTIONS,
  Code,
  UPLOAD_FINAL_PATH_HEADER,
  type ConflictAction,
  type Lang,
} from '@coffer/contract';
import { Server } from '@tus/server';
import { ERRORS, Metadata, type Upload } from '@tus/utils';
import type { Logger } from 'pino';
import { AppError } from '../../../http/app-error.js';
import type { FileCaller, PathResolver, ResolvedPath } from '../path-resolver.js';
import { joinVirtual } from '../path-rules.js';
import { placeFile } from './place-file.js';
import type { FileActs } from '../file-acts.js';
import { areaOf, StagingStore, uploadIdFor } from './upload-staging.js';
import { assertQuota, assertRoom, uploadFolder, uploadSegments } from './upload-target.js';

/** Who is uploading, for the tus hooks (they run inside the request's async context). */
export interface UploadRequestContext {
  caller: FileCaller;
  lang: Lang;
  /** Set at creation: the staging area chosen for the destination. */
  area?: ReturnType<typeof areaOf>;
}

/** The metadata key Coffer adds (the page cannot set it): the owner's user id. */
const OWNER_KEY = 'coffer_owner';

/** What the page sends in Upload-Metadata, checked. */
export interface UploadRequest {
  dir: string;
  /** Folders below `dir` (from relativePath), then the file's name. */
  segments: string[];
  action: ConflictAction;
  mtime?: number;
}

function invalid(reason: string): AppError {
  return new AppError(Code.uploadRequestInvalid, { reason }, null, 400);
}

export function parseUploadRequest(metadata: Record<string, string | null | undefined>): UploadRequest {
  const dir = metadata.dir;
  if (!dir) throw invalid('dir');
  const action = (metadata.action ?? 'keep') as ConflictAction;
  if (!CONFLICT_ACTIONS.includes(action)) throw invalid('action');
  const mtimeText = metadata.mtime;
  const mtime = mtimeText ? Number(mtimeText) : undefined;
  if (mtime !== undefined && (!Number.isFinite(mtime) || mtime < 0)) throw invalid('mtime');
  const segments = uploadSegments(metadata.filename ?? undefined, metadata.relativePath ?? undefined);
  return { dir, segments, action, ...(mtime === undefined ? {} : { mtime }) };
}

export interface UploadServiceDeps {
  resolver: PathResolver;
  store: StagingStore;
  path: string;
  log: Logger;
  /** Told of each upload placed (the recent files). */
  acts?: FileActs;
}

/**
 * Resumable uploads (UPL) on `@tus/server`: checks at creation (folder writable, names, room),
 * the bytes staged beside the destination, and at the end the file renamed into place by its
 * conflict action. The answer to the last PATCH names the final virtual path (`Coffer-Path`).
 */
export class UploadService {
  readonly context = new AsyncLocalStorage<UploadRequestContext>();
  readonly tus: Server;

  constructor(private readonly deps: UploadServiceDeps) {
    this.tus = new Server({
      path: deps.path,
      datastore: deps.store,
      relativeLocation: true,
      respectForwardedHeaders: false,
      exposedHeaders: [UPLOAD_FINAL_PATH_HEADER],
      namingFunction: () => {
        const area = this.current().area;
        if (!area) throw ERRORS.INVALID_METADATA;
        return uploadIdFor(area, randomBytes(16).toString('hex'));
      },
      onUploadCreate: async (_req, upload) => ({
        metadata: { ...upload.metadata, [OWNER_KEY]: String(this.current().caller.id) },
      }),
      onUploadFinish: async (_req, upload) => {
        const finalPath = await this.finish(upload);
        return { headers: { [UPLOAD_FINAL_PATH_HEADER]: encodeURI(finalPath) } };
      },
    });
  }

  private current(): UploadRequestContext {
    const context = this.context.getStore();
    if (!context) throw new Error('an upload outside a request');
    return context;
  }

  /** Checks a creation request before tus sees it: refusals change nothing. */
  async checkCreation(context: UploadRequestContext, metadataHeader: string | undefined, length: number) {
    let metadata: Record<string, string | null>;
    try {
      metadata = Metadata.parse(metadataHeader ?? undefined) as Record<string, string | null>;
    } catch {
      throw invalid('Upload-Metadata');
    }
    const request = parseUploadRequest(metadata);
    const folder = await uploadFolder(this.deps.resolver, context.caller, request.dir);
    await assertRoom(folder, length);
    await assertQuota(this.deps.resolver, context.caller, folder, length);
    context.area = areaOf(folder);
  }

  /** The upload is the caller's (an id of someone else's upload is as good as unknown). */
  async assertOwner(caller: FileCaller, uploadId: string): Promise<void> {
    const record = await this.deps.store.recordOf(uploadId).catch(() => undefined);
    if (!record || record.metadata?.[OWNER_KEY] !== String(caller.id)) {
      throw new AppError(Code.uploadNotFound, {}, null, 404);
    }
  }

  /**
   * The storage limit again when the bytes are all here (other uploads may have filled it since the
   * creation was checked): a refused upload is dropped from staging, nothing reaches the folder.
   */
  private async assertQuotaAtFinish(
    caller: FileCaller,
    folder: ResolvedPath,
    upload: Upload,
    staged: string,
  ) {
    try {
      await assertQuota(this.deps.resolver, caller, folder, upload.size ?? 0);
    } catch (error) {
      await rm(staged, { force: true });
      await rm(`${staged}.json`, { force: true });
      await this.deps.store.forget(upload.id);
      throw error;
    }
  }

  private async finish(upload: Upload): Promise<string> {
    const { caller } = this.current();
    const request = parseUploadRequest(upload.metadata ?? {});
    const staged = await this.deps.store.stagedPath(upload.id);
    // The destination is resolved again: it may have been renamed, removed or made read-only.
    const top = await uploadFolder(this.deps.resolver, caller, request.dir);
    await this.assertQuotaAtFinish(caller, top, upload, staged);
    const folder = await this.makeFolders(caller, top, request.segments.slice(0, -1));
    const name = request.segments.at(-1) ?? '';
    try {
      const placed = await placeFile(staged, folder.real, name, request.action, request.mtime);
      await rm(staged, { force: true });
      await rm(`${staged}.json`, { force: true });
      await this.deps.store.forget(upload.id);
      const finalPath = joinVirtual(folder.virtual, placed.name);
      this.deps.acts?.record(caller.id, finalPath, 'upload');
      this.deps.log.info(
        {
          event: 'file.upload',
          userid: caller.id,
          path: finalPath,
          size: upload.size,
          placed: placed.placed,
        },
        'upload finished',
      );
      return finalPath;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new AppError(Code.uploadFinishFailed, { path: folder.virtual, reason: code }, null, 409);
    }
  }

  /** A folder upload's folders, each resolved (no symlink out) and made if missing. */
  private async makeFolders(caller: FileCaller, top: ResolvedPath, segments: readonly string[]) {
    let folder = top;
    for (const segment of segments) {
      folder = await this.deps.resolver.resolveWritable(caller, joinVirtual(folder.virtual, segment));
      await mkdir(folder.real).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      if (!(await stat(folder.real)).isDirectory()) {
        throw new AppError(Code.fileNotDirectory, { path: folder.virtual }, null, 409);
      }
    }
    return folder;
  }
}
