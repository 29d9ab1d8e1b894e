import sharp from 'sharp';

/** A thumbnail as the page gets it: format, size, and a reader of its pixels. */
export async function decodedThumb(body: ArrayBuffer) {
  const image = sharp(Buffer.from(body));
  const { format } = await image.metadata();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  };
  return { format, width: info.width, height: info.height, at };
}

/** The colour a pixel is closest to, among the fixtures' pure red, green and blue. */
export function colourName([r, g, b]: number[]): string {
  const named = { red: [255, 0, 0], green: [0, 255, 0], blue: [0, 0, 255] } as const;
  let best = 'other';
  let bestDistance = 90; // JPEG and HEVC move a pure colour a little, never this far
  for (const [name, [nr, ng, nb]] of Object.entries(named)) {
    const distance = Math.hypot(r! - nr, g! - ng, b! - nb);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}
