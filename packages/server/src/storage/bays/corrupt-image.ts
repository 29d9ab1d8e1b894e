import { randomBytes } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { CORRUPT_BLOCK_BYTES, CORRUPT_BLOCK_COUNT, candidateBlocks } from './corrupt-plan.js';
import { readImageExtents } from './image-extents.js';

const SUPERBLOCK_OFFSET = 64 * 1024;
const BTRFS_MAGIC = Buffer.from('_BHRfS_M');
/** Offsets in btrfs's on-disk superblock and tree-block header. */
const FSID = { start: 0x20, end: 0x30 } as const;
const MAGIC_AT = 0x40;
const NODESIZE_AT = 0x94;

/** Several candidates per block we want, since free or stale blocks are passed over. */
const CANDIDATES_PER_BLOCK = 16;

interface BtrfsLayout {
  fsid: Buffer;
  nodesize: number;
}

async function readBtrfsLayout(file: FileHandle): Promise<BtrfsLayout | undefined> {
  const superblock = Buffer.alloc(4096);
  const { bytesRead } = await file.read(superblock, 0, superblock.length, SUPERBLOCK_OFFSET);
  if (bytesRead < superblock.length) return undefined;
  if (!superblock.subarray(MAGIC_AT, MAGIC_AT + BTRFS_MAGIC.length).equals(BTRFS_MAGIC)) return undefined;
  return {
    fsid: Buffer.from(superblock.subarray(FSID.start, FSID.end)),
    nodesize: superblock.readUInt32LE(NODESIZE_AT),
  };
}

/** A tree block (metadata) starts with a header carrying the filesystem's fsid. */
async function isInTreeBlock(file: FileHandle, offset: number, btrfs: BtrfsLayout): Promise<boolean> {
  const head = Math.floor(offset / btrfs.nodesize) * btrfs.nodesize;
  const header = Buffer.alloc(FSID.end);
  await file.read(header, 0, header.length, head);
  return header.subarray(FSID.start, FSID.end).equals(btrfs.fsid);
}

/**
 * Overwrites blocks of file data with random bytes, the way a failing platter loses sectors: only
 * blocks that hold something (never zeros, never btrfs metadata, never a superblock), spread over the
 * written part of the image. The pool still mounts and a scrub reports checksum errors on that disk.
 * Returns how many blocks were overwritten.
 */
export async function corruptImage(path: string, sizeBytes: number): Promise<number> {
  const extents = await readImageExtents(path);
  const file = await open(path, 'r+');
  try {
    const btrfs = await readBtrfsLayout(file);
    const block = Buffer.alloc(CORRUPT_BLOCK_BYTES);
    let corrupted = 0;
    for (const offset of candidateBlocks(extents, sizeBytes, CORRUPT_BLOCK_COUNT * CANDIDATES_PER_BLOCK)) {
      if (corrupted === CORRUPT_BLOCK_COUNT) break;
      await file.read(block, 0, block.length, offset);
      if (block.every((byte) => byte === 0)) continue;
      if (btrfs && (await isInTreeBlock(file, offset, btrfs))) continue;
      await file.write(randomBytes(CORRUPT_BLOCK_BYTES), 0, CORRUPT_BLOCK_BYTES, offset);
      corrupted++;
    }
    await file.sync();
    return corrupted;
  } finally {
    await file.close();
  }
}
