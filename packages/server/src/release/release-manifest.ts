import { z } from 'zod';
import { isReleaseVersion } from './release-version.js';

/**
 * A release archive is one uncompressed tar of exactly these three files (docs/decisions.md
 * "System upgrade"): the manifest, the release tree as a gzipped tar, and an Ed25519 signature
 * (base64) over the manifest's exact bytes. The manifest names the payload's SHA-256, so the
 * signature covers everything.
 */
export const ARCHIVE_ENTRIES = {
  manifest: 'manifest.json',
  payload: 'payload.tar.gz',
  signature: 'signature',
} as const;

export const RELEASE_FORMAT = 1;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const zReleaseManifest = z.object({
  format: z.literal(RELEASE_FORMAT),
  version: z.string().refine(isReleaseVersion, 'not a dotted version'),
  /** ISO 8601, when the archive was built. */
  created_at: z.string().min(1).max(64),
  payload_sha256: sha256Hex,
  /** SHA-256 of the payload's package-lock.json: the release runs on the installed node_modules. */
  lock_sha256: sha256Hex,
});
export type ReleaseManifest = z.infer<typeof zReleaseManifest>;

/** A manifest larger than this is not one the release script wrote. */
export const MANIFEST_MAX_BYTES = 64 * 1024;

/** The manifest's bytes as the release script writes and signs them. */
export function manifestBytes(manifest: ReleaseManifest): Buffer {
  return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
}

/** The manifest in `bytes`, or undefined when they are not one. */
export function parseManifest(bytes: Buffer): ReleaseManifest | undefined {
  try {
    const parsed = zReleaseManifest.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
