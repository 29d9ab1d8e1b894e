import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type stream from 'node:stream';
import { FileStore } from '@tus/file-store';
import { DataStore, ERRORS, type Upload } from '@tus/utils';
import { LAYOUT } from '../file-pool.js';
import type { ResolvedPath } from '../path-resolver.js';
import { CachedUploadRecords } from './upload-records.js';

/** Staging folder names: under a pool's `.coffer/`, and at the top of an external disk. */
export const STAGING = { pool: 'uploads', external: '.coffer-uploads' } as const;

/** Where a staging area is, found again from an upload's id after a restart. */
export interface StagingPlaces {
  poolFiles: (poolId: string) => string;
  externalMount: (uuid: string) => Promise<string | undefined>;
}

/** A staging area: the pool or external disk of the upload's destination, so finishing is a rename. */
type Area = { kind: 'p'; id: string } | { kind: 'x'; id: string };

export function areaOf(folder: Pick<ResolvedPath, 'poolId' | 'root' | 'rootVirtual'>): Area {
  if (folder.poolId !== null) return { kind: 'p', id: folder.poolId };
  return { kind: 'x', id: folder.rootVirtual.split('/').filter(Boolean)[1] ?? '' };
}

/** An upload id names its staging area: `<area in base64url>.<random hex>`. */
export function uploadIdFor(area: Area, random: string): string {
  return `${Buffer.from(`${area.kind}:${area.id}`).toString('base64url')}.${random}`;
}

function areaOfId(uploadId: string): Area | undefined {
  const dot = uploadId.indexOf('.');
  if (dot <= 0 || !/^[0-9a-f]{32}$/.test(uploadId.slice(dot + 1))) return undefined;
  const text = Buffer.from(uploadId.slice(0, dot), 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon);
  const id = text.slice(colon + 1);
  if ((kind !== 'p' && kind !== 'x') || !id || id.includes('/')) return undefined;
  return { kind, id };
}

/**
 * The tus data store: one `@tus/file-store` per staging folder, chosen by the upload's id. Bytes
 * and the upload's record (`<id>.json`) stay there until the upload finishes and is renamed into
 * place on the same filesystem; a partial upload is never inside anyone's folder.
 */
export class StagingStore extends DataStore {
  private readonly stores = new Map<string, { store: FileStore; records: CachedUploadRecords }>();

  constructor(private readonly places: StagingPlaces) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  async folderOf(area: Area): Promise<string | undefined> {
    if (area.kind === 'p') return join(this.places.poolFiles(area.id), LAYOUT.system, STAGING.pool);
    const mount = await this.places.externalMount(area.id);
    return mount === undefined ? undefined : join(mount, STAGING.external);
  }

  /** The staged bytes of an upload. */
  async stagedPath(uploadId: string): Promise<string> {
    const { store } = await this.storeOf(uploadId);
    return join(store.directory, uploadId);
  }

  /** An upload's record (size, metadata) without looking at its bytes. */
  async recordOf(uploadId: string): Promise<Upload | undefined> {
    return (await this.storeOf(uploadId)).records.get(uploadId);
  }

  /** Forgets an upload whose files were removed outside tus (placed into its folder). */
  async forget(uploadId: string): Promise<void> {
    (await this.storeOf(uploadId)).records.forget(uploadId);
  }

  private async storeOf(uploadId: string) {
    const area = areaOfId(uploadId);
    const folder = area && (await this.folderOf(area));
    if (!folder) throw ERRORS.FILE_NOT_FOUND;
    let entry = this.stores.get(folder);
    if (!entry) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const records = new CachedUploadRecords(folder);
      entry = { store: new FileStore({ directory: folder, configstore: records }), records };
      this.stores.set(folder, entry);
    }
    return entry;
  }

  override async create(upload: Upload): Promise<Upload> {
    return (await this.storeOf(upload.id)).store.create(upload);
  }

  override async remove(uploadId: string): Promise<void> {
    return (await this.storeOf(uploadId)).store.remove(uploadId);
  }

  override async write(readable: stream.Readable, uploadId: string, offset: number): Promise<number> {
    return (await this.storeOf(uploadId)).store.write(readable, uploadId, offset);
  }

  override async getUpload(uploadId: string): Promise<Upload> {
    const { store, records } = await this.storeOf(uploadId);
    try {
      return await store.getUpload(uploadId);
    } catch (error) {
      // Bytes gone under a remembered record (swept, or removed by hand): an unknown upload.
      if (error !== ERRORS.FILE_NO_LONGER_EXISTS) throw error;
      records.forget(uploadId);
      throw ERRORS.FILE_NOT_FOUND;
    }
  }

  override async declareUploadLength(uploadId: string, length: number): Promise<void> {
    return (await this.storeOf(uploadId)).store.declareUploadLength(uploadId, length);
  }
}
