/*
 * The file manager's one door to the upload manager (packages/web/src/transfers/). Until that
 * lands the functions below gather the files the same way and report that uploading is not
 * available; switching to the real queue is this one file.
 */

export interface UploadFile {
  file: File;
  /** The path below the folder uploaded into ('a/b.txt' for a dropped folder, else the name). */
  relativePath: string;
}

/** Files picked with an `<input type=file>` (with `webkitdirectory`, their folder paths kept). */
export function filesFromInput(list: FileList): UploadFile[] {
  return [...list].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
}

/** Files dropped from the operating system (folders need the real upload manager's walk). */
export async function filesFromDataTransfer(transfer: DataTransfer): Promise<UploadFile[]> {
  return Promise.resolve([...transfer.files].map((file) => ({ file, relativePath: file.name })));
}

/** Queues the files for upload into `dir`; false when uploading is not available yet. */
export function enqueueUploads(_request: { dir: string; files: UploadFile[] }): boolean {
  return false;
}

/** Runs `handler` with the folder each time an upload into it finishes; answers the unsubscribe. */
export function onUploadFinished(_handler: (dir: string) => void): () => void {
  return () => undefined;
}
