import { failEnvelope, type ConflictAction } from '@coffer/contract';
import { call } from '../api/client';
import { emitFailureReaction, reactionFor } from '../api/failure-reactions';
import { i18n } from '../i18n/i18n';
import { filesFromDataTransfer } from './dropped-files';
import { fileUploadCheck } from '@coffer/contract/calls/transfers';
import { addUploadTask, beginScanningTask, dropTask, type NewUpload } from './upload-manager';
import type { UploadSource } from './upload-types';

export interface UploadRequest {
  /** The folder the files go into (virtual path). */
  dir: string;
  files: UploadSource[];
  /** What to do when a name is taken there (UPL-06); 'keep' renames the new file. */
  action?: ConflictAction;
}

function showFailure(code: string, message: string): void {
  const envelope = failEnvelope(code, message);
  emitFailureReaction(reactionFor(envelope, { toast: true }), envelope);
}

/** What the task is called: the one top-level file or folder, or the first of several. */
function describe(files: readonly UploadSource[]): { name: string; isFolder: boolean } {
  const tops = new Set(files.map((source) => source.relativePath.split('/')[0]!));
  const first = files[0]?.relativePath ?? '';
  const top = first.split('/')[0] ?? '';
  return { name: top, isFolder: tops.size === 1 && first.includes('/') };
}

/** The daemon's pre-check: room for the files in `dir`, and may the caller write there. */
async function checked(dir: string, files: readonly UploadSource[]): Promise<boolean> {
  const totalBytes = files.reduce((sum, source) => sum + source.file.size, 0);
  const result = await call(fileUploadCheck, { dir, totalBytes, count: files.length });
  // A refusal (no permission, no pool, no room: C116024 with the sizes) is shown as a toast by the call.
  return result.success;
}

async function queue(request: UploadRequest, scanningId?: string): Promise<void> {
  const files = request.files;
  if (files.length === 0 || !(await checked(request.dir, files))) {
    if (scanningId) dropTask(scanningId);
    return;
  }
  const upload: NewUpload = { dir: request.dir, action: request.action ?? 'keep', ...describe(files) };
  addUploadTask(upload, files, scanningId);
}

/**
 * Queues the files of one request as one task (UPL-01), after the daemon's pre-check. A refusal
 * is shown as a toast and nothing is queued; the promise resolves either way.
 */
export function enqueueUploads(request: UploadRequest): Promise<void> {
  return queue(request);
}

/**
 * A drop from the operating system: the task shows at once, in status 6 while its folders are
 * read (which takes a while for large trees), then uploads like `enqueueUploads`.
 */
export async function enqueueDroppedUploads(request: {
  dir: string;
  dataTransfer: DataTransfer;
  action?: ConflictAction;
}): Promise<void> {
  const pending = filesFromDataTransfer(request.dataTransfer);
  // Read in the drop's own task, as filesFromDataTransfer did: later the DataTransfer is empty.
  const names = Array.from(request.dataTransfer.items ?? []).map(
    (item) => item.webkitGetAsEntry?.()?.name ?? item.getAsFile()?.name ?? '',
  );
  const id = beginScanningTask({
    dir: request.dir,
    name: names.find(Boolean) ?? '',
    isFolder: true,
    action: request.action ?? 'keep',
  });
  let files: UploadSource[];
  try {
    files = await pending;
  } catch {
    dropTask(id);
    showFailure('read', i18n.t('transfers.readFolderFailed'));
    return;
  }
  await queue({ dir: request.dir, files, action: request.action }, id);
}
