import type { UploadSource } from './upload-types';

/**
 * Files and whole folders dragged in from the operating system. The entries are taken from the
 * DataTransfer at once (the browser empties it after the drop event), then folders are read in
 * full: `readEntries` answers in batches (100 at a time in Chromium) until it answers none.
 */
export async function filesFromDataTransfer(dataTransfer: DataTransfer): Promise<UploadSource[]> {
  const entries: FileSystemEntry[] = [];
  const loose: File[] = [];
  for (const item of Array.from(dataTransfer.items ?? [])) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry?.() ?? null;
    if (entry) entries.push(entry);
    else {
      const file = item.getAsFile();
      if (file) loose.push(file);
    }
  }
  // Without the entries API (or items), the plain file list still has the dropped files.
  if (entries.length === 0 && loose.length === 0)
    return Array.from(dataTransfer.files ?? []).map((file) => ({ file, relativePath: file.name }));

  const sources: UploadSource[] = loose.map((file) => ({ file, relativePath: file.name }));
  for (const entry of entries) await collect(entry, '', sources);
  return sources;
}

/** `<input type=file multiple>` and `<input webkitdirectory>` (whose files carry their folder path). */
export function filesFromInput(fileList: FileList): UploadSource[] {
  return Array.from(fileList).map((file) => ({
    file,
    relativePath: file.webkitRelativePath || file.name,
  }));
}

async function collect(entry: FileSystemEntry, parent: string, into: UploadSource[]): Promise<void> {
  const relativePath = parent ? `${parent}/${entry.name}` : entry.name;
  if (entry.isFile) {
    const file = await fileOf(entry as FileSystemFileEntry);
    into.push({ file, relativePath });
    return;
  }
  if (!entry.isDirectory) return;
  const children = await readAllEntries((entry as FileSystemDirectoryEntry).createReader());
  for (const child of children) await collect(child, relativePath, into);
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Reads a folder to its end: one readEntries call returns only a batch. */
export async function readAllEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}
