import { describe, expect, it } from 'vitest';
import {
  externalBlockKey,
  formatBlock,
  partitionBlock,
  type ExternalBlock,
  type ExternalFacts,
} from './external-actions';

const master: ExternalFacts = { isMaster: true, formatting: false };
const devOps: ExternalFacts = { isMaster: false, formatting: false };
const formatting: ExternalFacts = { isMaster: true, formatting: true };

const exfat = { fs: 'exfat', uuid: '1234-ABCD', mounted: false };
const mounted = { ...exfat, mounted: true };
const blank = { fs: null, uuid: null, mounted: false };

describe('partitionBlock (mount or unmount)', () => {
  it.each<[string, typeof exfat | typeof blank, ExternalFacts, ExternalBlock]>([
    ['a partition with a file system mounts', exfat, master, null],
    ['a mounted partition unmounts', mounted, master, null],
    ['a partition without a file system cannot mount', blank, master, 'noFilesystem'],
    ['the operations administrator sees it read-only', exfat, devOps, 'masterOnly'],
    ['read-only even without a file system', blank, devOps, 'masterOnly'],
    ['nothing while the disk is formatted', mounted, formatting, 'formatting'],
  ])('%s', (_case, part, facts, block) => {
    expect(partitionBlock(part, facts)).toBe(block);
  });
});

describe('formatBlock', () => {
  it.each<[string, (typeof exfat)[], ExternalFacts, ExternalBlock]>([
    ['a disk with nothing mounted', [exfat], master, null],
    ['a blank disk', [], master, null],
    ['a disk with a mounted partition', [exfat, mounted], master, 'mounted'],
    ['the operations administrator', [exfat], devOps, 'masterOnly'],
    ['a disk being formatted', [exfat], formatting, 'formatting'],
  ])('%s', (_case, partitions, facts, block) => {
    expect(formatBlock({ partitions: partitions as never }, facts)).toBe(block);
  });

  it('words each reason with its own text', () => {
    expect(externalBlockKey('masterOnly')).toBe('storage.masterOnly');
    expect(externalBlockKey('mounted')).toBe('storage.external.blocked.mounted');
  });
});
