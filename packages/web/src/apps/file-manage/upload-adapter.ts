import { filesFromInput as inputFiles } from '../../transfers/dropped-files';
import { onUploadFinished as onFinished } from '../../transfers/upload-events';
import { enqueueDroppedUploads, enqueueUploads } from '../../transfers/upload-queue';
import type { UploadSource } from '../../transfers/upload-types';

/*
 * The file manager's one door to the upload manager (packages/web/src/transfers/): the queue does
 * its own pre-check (room, permission) and shows its refusals; the task center shows the task.
 */

export type UploadFile = UploadSource;

/** Files picked with an `<input type=file>` (with `webkitdirectory`, their folder paths kept). */
export function filesFromInput(list: FileList): UploadFile[] {
  return inputFiles(list);
}

/** Queues picked files for upload into `dir`; true once handed to the queue. */
export async function uploadFiles(dir: string, files: UploadFile[]): Promise<boolean> {
  await enqueueUploads({ dir, files });
  return true;
}

/** Queues files and folders dropped from the operating system; read in the drop's own task. */
export async function uploadDropped(dir: string, dataTransfer: DataTransfer): Promise<boolean> {
  await enqueueDroppedUploads({ dir, dataTransfer });
  return true;
}

/** Runs `handler` with the folder each time an upload into it finishes; answers the unsubscribe. */
export function onUploadFinished(handler: (dir: string) => void): () => void {
  return onFinished(handler);
}
