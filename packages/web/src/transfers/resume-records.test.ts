import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadRecords,
  matchReselected,
  recordFiles,
  RECORD_FILES_MAX,
  saveRecords,
  type ResumeRecord,
} from './resume-records';

function selected(relativePath: string, bytes: number, lastModified: number) {
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  return { relativePath, file: new File([new Uint8Array(bytes)], name, { lastModified }) };
}

describe('resume records', () => {
  beforeEach(() => localStorage.clear());

  it('matches files selected again by path, size and time, or by a unique name', () => {
    const recorded = [
      { relativePath: 'trip/a.mp4', size: 10, lastModified: 5 },
      { relativePath: 'trip/b.mp4', size: 20, lastModified: 5 },
      { relativePath: 'trip/c.mp4', size: 30, lastModified: 5 },
    ];
    const matches = matchReselected(recorded, [
      selected('trip/a.mp4', 10, 5),
      // Picked alone: no folder path, same name, size and time.
      selected('b.mp4', 20, 5),
      // Same name, another modification time: a different file.
      selected('trip/c.mp4', 30, 6),
    ]);
    expect([...matches.keys()]).toEqual(['trip/a.mp4', 'trip/b.mp4']);
  });

  it('keeps records per user and bounds the files of a task', () => {
    const files = Array.from({ length: RECORD_FILES_MAX + 5 }, (_, index) => ({
      relativePath: `f${index}`,
      size: 1,
      lastModified: 1,
    }));
    const record: ResumeRecord = {
      id: 't',
      name: 'f',
      dir: '/home',
      isFolder: true,
      action: 'keep',
      total: files.length,
      totalNum: files.length,
      successNum: 0,
      successSize: 0,
      createdAt: 0,
      ...recordFiles(files),
    };
    expect(record.files).toHaveLength(RECORD_FILES_MAX);
    expect(record.omitted).toBe(5);
    saveRecords('alice', [record]);
    expect(loadRecords('alice')).toEqual([record]);
    expect(loadRecords('bob')).toEqual([]);
    saveRecords('alice', []);
    expect(localStorage.getItem('coffer.uploads.alice')).toBeNull();
  });
});
