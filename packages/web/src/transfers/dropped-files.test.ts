import { describe, expect, it } from 'vitest';
import { filesFromDataTransfer, filesFromInput } from './dropped-files';

/** A folder tree as the browser's entries API presents it, with readEntries in batches of 100. */
type Tree = { [name: string]: Tree | string };

function fileEntry(name: string, content: string): FileSystemFileEntry {
  return {
    name,
    isFile: true,
    isDirectory: false,
    file: (resolve: (file: File) => void) => resolve(new File([content], name, { lastModified: 1 })),
  } as unknown as FileSystemFileEntry;
}

function dirEntry(name: string, tree: Tree): FileSystemDirectoryEntry {
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      const children = Object.entries(tree).map(([child, value]) =>
        typeof value === 'string' ? fileEntry(child, value) : dirEntry(child, value),
      );
      let offset = 0;
      return {
        readEntries: (resolve: (entries: FileSystemEntry[]) => void) => {
          const batch = children.slice(offset, offset + 100);
          offset += batch.length;
          setTimeout(() => resolve(batch), 0);
        },
      };
    },
  } as unknown as FileSystemDirectoryEntry;
}

function dataTransferOf(entries: FileSystemEntry[]): DataTransfer {
  const items = entries.map((entry) => ({
    kind: 'file',
    webkitGetAsEntry: () => entry,
    getAsFile: () => null,
  }));
  return { items, files: [] } as unknown as DataTransfer;
}

describe('dropped files', () => {
  it('reads a dropped folder in full, past readEntries batches, with paths below the drop', async () => {
    const many: Tree = {};
    for (let index = 0; index < 250; index += 1) many[`n${index}.txt`] = 'x';
    const tree: Tree = { 'a.txt': 'aaa', sub: { 'b.txt': 'bb', deeper: { 'c.txt': 'c' } }, many };
    const sources = await filesFromDataTransfer(
      dataTransferOf([dirEntry('photos', tree), fileEntry('loose.md', 'm')]),
    );
    const paths = sources.map((source) => source.relativePath);
    expect(paths).toHaveLength(254);
    expect(paths).toContain('photos/a.txt');
    expect(paths).toContain('photos/sub/deeper/c.txt');
    expect(paths).toContain('photos/many/n249.txt');
    expect(paths).toContain('loose.md');
    const c = sources.find((source) => source.relativePath === 'photos/sub/deeper/c.txt')!;
    expect(c.file.name).toBe('c.txt');
    expect(c.file.size).toBe(1);
  });

  it('keeps an empty folder out (nothing to send)', async () => {
    expect(await filesFromDataTransfer(dataTransferOf([dirEntry('empty', {})]))).toEqual([]);
  });

  it('falls back to the file list when there are no entries', async () => {
    const file = new File(['x'], 'plain.txt');
    const sources = await filesFromDataTransfer({ items: [], files: [file] } as unknown as DataTransfer);
    expect(sources).toEqual([{ file, relativePath: 'plain.txt' }]);
  });

  it('takes a folder input’s paths from webkitRelativePath', () => {
    const inFolder = new File(['x'], 'a.txt');
    Object.defineProperty(inFolder, 'webkitRelativePath', { value: 'docs/a.txt' });
    const alone = new File(['y'], 'b.txt');
    const list = [inFolder, alone] as unknown as FileList;
    expect(filesFromInput(list).map((source) => source.relativePath)).toEqual(['docs/a.txt', 'b.txt']);
  });
});
