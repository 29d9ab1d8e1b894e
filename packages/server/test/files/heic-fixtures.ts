import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * HEIC fixtures made at test time: sharp draws PNGs, Debian's heif-enc (x265) codes them as HEVC
 * HEIC, and two small box edits give what heif-enc cannot: another primary image, and a rotation in
 * the container (`irot`), as phones write them.
 */

/** A width x height PNG, its left half `left` and its right half `right` (RGB). */
export function halvesPng(width: number, height: number, left: number[], right: number[]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      pixels.set(x < width / 2 ? left : right, (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** HEIC bytes of the PNGs, the first the primary image (heif-enc's order). */
export function encodeHeic(pngs: Buffer[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-heic-'));
  try {
    const inputs = pngs.map((png, index) => {
      const file = join(dir, `in-${index}.png`);
      writeFileSync(file, png);
      return file;
    });
    const out = join(dir, 'out.heic');
    execFileSync('heif-enc', ['-q', '95', '-o', out, ...inputs], { stdio: 'pipe' });
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Box {
  start: number;
  size: number;
  type: string;
}

/** The boxes between `from` and `to` (32-bit sizes, as libheif writes them). */
function boxes(data: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  for (let at = from; at + 8 <= to;) {
    const size = data.readUInt32BE(at);
    if (size < 8) throw new Error('unexpected box size');
    found.push({ start: at, size, type: data.toString('latin1', at + 4, at + 8) });
    at += size;
  }
  return found;
}

function child(data: Buffer, parent: Box, type: string, headerBytes: number): Box {
  const box = boxes(data, parent.start + headerBytes, parent.start + parent.size).find(
    (b) => b.type === type,
  );
  if (!box) throw new Error(`no ${type} box`);
  return box;
}

function metaOf(data: Buffer): Box {
  const meta = boxes(data, 0, data.length).find((box) => box.type === 'meta');
  if (!meta) throw new Error('no meta box');
  return meta;
}

/** The same HEIC with another item as its primary image (`pitm`). */
export function withPrimary(heic: Buffer, itemId: number): Buffer {
  const data = Buffer.from(heic);
  const pitm = child(data, metaOf(data), 'pitm', 12);
  if (data[pitm.start + 8] !== 0) throw new Error('pitm version 0 expected');
  data.writeUInt16BE(itemId, pitm.start + 12);
  return data;
}

function readSized(data: Buffer, at: number, bytes: number): number {
  return bytes === 0 ? 0 : bytes === 4 ? data.readUInt32BE(at) : Number(data.readBigUInt64BE(at));
}

function writeSized(data: Buffer, at: number, bytes: number, value: number): void {
  if (bytes === 4) data.writeUInt32BE(value, at);
  else if (bytes === 8) data.writeBigUInt64BE(BigInt(value), at);
}

/** Moves every file offset of `iloc` by `delta` (the data after `meta` moved). */
function shiftIloc(data: Buffer, iloc: Box, delta: number): void {
  const version = data[iloc.start + 8]!;
  let at = iloc.start + 12;
  const offsetSize = data[at]! >> 4;
  const lengthSize = data[at]! & 15;
  const baseSize = data[at + 1]! >> 4;
  const indexSize = version > 0 ? data[at + 1]! & 15 : 0;
  at += 2;
  const count = version < 2 ? data.readUInt16BE(at) : data.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let item = 0; item < count; item += 1) {
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version > 0) {
      method = data.readUInt16BE(at) & 15;
      at += 2;
    }
    at += 2; // data reference index
    const fileOffsets = method === 0;
    if (fileOffsets && baseSize > 0) writeSized(data, at, baseSize, readSized(data, at, baseSize) + delta);
    at += baseSize;
    const extents = data.readUInt16BE(at);
    at += 2;
    for (let extent = 0; extent < extents; extent += 1) {
      at += indexSize;
      if (fileOffsets && baseSize === 0) {
        writeSized(data, at, offsetSize, readSized(data, at, offsetSize) + delta);
      }
      at += offsetSize + lengthSize;
    }
  }
}

/**
 * The same HEIC with its primary image (item `itemId`) turned by `quarterTurns` x 90 degrees
 * anti-clockwise in the container: an `irot` property, associated as essential.
 */
export function withRotation(heic: Buffer, itemId: number, quarterTurns: 1 | 2 | 3): Buffer {
  const data = Buffer.from(heic);
  const meta = metaOf(data);
  const iloc = child(data, meta, 'iloc', 12);
  const iprp = child(data, meta, 'iprp', 12);
  const ipco = child(data, iprp, 'ipco', 8);
  const ipma = child(data, iprp, 'ipma', 8);
  if (ipma.start < ipco.start) throw new Error('ipco expected before ipma');
  const propertyIndex = boxes(data, ipco.start + 8, ipco.start + ipco.size).length + 1;
  const ipmaVersion = data[ipma.start + 8]!;
  const wide = (data.readUInt32BE(ipma.start + 8) & 1) === 1;
  const association = wide
    ? Buffer.from([0x80 | (propertyIndex >> 8), propertyIndex & 0xff])
    : Buffer.from([0x80 | propertyIndex]);
  // Find the item's entry in ipma, and where its associations end.
  let at = ipma.start + 12;
  const entries = data.readUInt32BE(at);
  at += 4;
  let countAt = -1;
  let insertAt = -1;
  for (let entry = 0; entry < entries; entry += 1) {
    const id = ipmaVersion < 1 ? data.readUInt16BE(at) : data.readUInt32BE(at);
    at += ipmaVersion < 1 ? 2 : 4;
    const associations = data[at]!;
    const here = at;
    at += 1 + associations * (wide ? 2 : 1);
    if (id === itemId) {
      countAt = here;
      insertAt = at;
    }
  }
  if (countAt === -1) throw new Error(`item ${itemId} has no properties`);
  const irot = Buffer.from([0, 0, 0, 9, 0x69, 0x72, 0x6f, 0x74, quarterTurns]);
  const added = irot.length + association.length;
  // Whatever follows meta moves by `added`: iloc's file offsets point there.
  const metaEnd = meta.start + meta.size;
  if (boxes(data, 0, data.length).some((box) => box.type === 'mdat' && box.start >= metaEnd)) {
    shiftIloc(data, iloc, added);
  }
  data[countAt] = data[countAt]! + 1;
  data.writeUInt32BE(ipma.size + association.length, ipma.start);
  data.writeUInt32BE(ipco.size + irot.length, ipco.start);
  data.writeUInt32BE(iprp.size + added, iprp.start);
  data.writeUInt32BE(meta.size + added, meta.start);
  const ipcoEnd = ipco.start + ipco.size;
  return Buffer.concat([
    data.subarray(0, ipcoEnd),
    irot,
    data.subarray(ipcoEnd, insertAt),
    association,
    data.subarray(insertAt),
  ]);
}
