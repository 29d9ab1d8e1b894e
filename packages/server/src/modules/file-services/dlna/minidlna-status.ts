import type { MediaCounts } from '@coffer/contract';

const STATUS_TIMEOUT_MS = 2_000;

/**
 * The counts on minidlna's status page (`GET /` on its HTTP port: "Audio files", "Video files",
 * "Image files" in a table), or null when the page does not have them.
 */
export function parseStatusPage(html: string): MediaCounts | null {
  const count = (label: string) => {
    const found = new RegExp(`<td>${label} files</td><td>(\\d+)</td>`, 'i').exec(html);
    return found ? Number(found[1]) : null;
  };
  const audio = count('Audio');
  const video = count('Video');
  const image = count('Image');
  if (audio === null || video === null || image === null) return null;
  return { audio, video, image };
}

/** Asks the running server for its counts; null when it does not answer. */
export async function fetchMediaCounts(port: number): Promise<MediaCounts | null> {
  try {
    // minidlna refuses a Host header that is a name (its DNS rebinding guard): ask by address.
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return parseStatusPage(await response.text());
  } catch {
    return null;
  }
}
