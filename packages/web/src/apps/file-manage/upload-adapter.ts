/*
 * The file manager's one door to the upload manager (packages/web/src/transfers/). Until that
 * lands the functions below gather the files and answer false (not available); switching to the
 * real queue is this one file.
 */

export interface UploadFile {
  file: File;
  /** The path below the folder uploaded into ('a/b.txt' for a folder, else the name). */
  relativePath: string;
}

/** Files picked with an `<input type=file>` (with `webkitdirectory`, their folder paths kept). */
export function filesFromInput(list: FileList): UploadFile[] {
  return [...list].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
}

/** Queues picked files for upload into `dir`; false when uploading is not available. */
export function uploadFiles(_dir: string, _files: UploadFile[]): Promise<boolean> {
  return Promise.resolve(false);
}

/** Queues files and folders dropped from the operating system; read in the drop's own task. */
export function uploadDropped(_dir: string, _dataTransfer: DataTransfer): Promise<boolean> {
  return Promise.resolve(false);
}

/** Runs `handler` with the folder each time an upload into it finishes; answers the unsubscribe. */
export function onUploadFinished(_handler: (dir: string) => void): () => void {
  return () => undefined;
}
