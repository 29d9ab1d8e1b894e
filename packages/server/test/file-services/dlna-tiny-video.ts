/**
 * A real, tiny video without an encoder on the machine: an AVI (RIFF) of uncompressed 16×16 RGB
 * frames at 25 fps, with its index, as libavformat (which minidlna reads videos with) opens it.
 * Each video differs by its colour, so two files never have the same bytes.
 */
const WIDTH = 16;
const HEIGHT = 16;
const FPS = 25;

function chunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'ascii');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

function list(type: string, ...parts: Buffer[]): Buffer {
  return chunk('LIST', Buffer.concat([Buffer.from(type, 'ascii'), ...parts]));
}

function u32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => buffer.writeUInt32LE(value >>> 0, index * 4));
  return buffer;
}

export function tinyAvi(frames = 10, colour = 0): Buffer {
  const frameBytes = WIDTH * 3 * HEIGHT;
  // MainAVIHeader: µs per frame, max bytes/s, padding, flags (AVIF_HASINDEX), frames, initial
  // frames, streams, buffer size, width, height, 4 reserved.
  const avih = u32(
    1_000_000 / FPS,
    frameBytes * FPS,
    0,
    0x10,
    frames,
    0,
    1,
    frameBytes,
    WIDTH,
    HEIGHT,
    0,
    0,
    0,
    0,
  );
  // AVISTREAMHEADER: 'vids', handler 0 (DIB), flags, priority+language, initial frames, scale,
  // rate, start, length, buffer size, quality (-1), sample size, then the frame rectangle.
  const strh = Buffer.concat([
    Buffer.from('vids\0\0\0\0', 'binary'),
    u32(0, 0, 0, 1, FPS, 0, frames, frameBytes, 0xffffffff, 0),
    Buffer.from([0, 0, 0, 0, WIDTH, 0, HEIGHT, 0]),
  ]);
  // BITMAPINFOHEADER: size, width, height, planes 1 + 24 bits, BI_RGB, image size, then zeroes.
  const strf = Buffer.concat([
    u32(40, WIDTH, HEIGHT),
    Buffer.from([1, 0, 24, 0]),
    u32(0, frameBytes, 0, 0, 0, 0),
  ]);
  const hdrl = list('hdrl', chunk('avih', avih), list('strl', chunk('strh', strh), chunk('strf', strf)));
  const frameChunks: Buffer[] = [];
  const index: Buffer[] = [];
  let offset = 4;
  for (let n = 0; n < frames; n += 1) {
    const pixels = Buffer.alloc(frameBytes);
    for (let p = 0; p < frameBytes; p += 3) pixels.set([(n * 20) % 256, colour % 256, 200], p);
    const framed = chunk('00db', pixels);
    index.push(Buffer.concat([Buffer.from('00db', 'ascii'), u32(0x10, offset, frameBytes)]));
    offset += framed.length;
    frameChunks.push(framed);
  }
  const body = Buffer.concat([
    Buffer.from('AVI ', 'ascii'),
    hdrl,
    list('movi', ...frameChunks),
    chunk('idx1', Buffer.concat(index)),
  ]);
  return chunk('RIFF', body);
}
