import { Code, TOKEN_FIELD } from '@coffer/contract';
import { defaultOptions, Upload, type DetailedError, type UploadOptions } from 'tus-js-client';
import { currentLanguage } from '../i18n/i18n';
import { getSession } from '../session/session-store';
import { UPLOAD_FINAL_PATH_HEADER, UPLOAD_TUS_PATH } from '@coffer/contract/calls/transfers-types';
import { UPLOAD_CHUNK_BYTES } from './upload-types';

/**
 * Waits between attempts after a failed request: about two minutes in all, long enough for the
 * daemon to restart, after which the upload goes on from the offset the daemon has.
 */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 15_000, 20_000, 30_000, 30_000];

export interface TusTarget {
  /** The folder the request uploads into. */
  dir: string;
  relativePath: string;
  action: string;
  size: number;
  lastModified: number;
}

export interface TusCallbacks {
  onProgress: (loaded: number) => void;
  /** The file landed; its final virtual path as the daemon named it. */
  onSuccess: (finalPath: string | null) => void;
  onError: (failure: { code: string; message: string }) => void;
}

export interface TusHandle {
  /** Stops sending; `terminate` also asks the daemon to drop what it has. */
  abort: (terminate: boolean) => Promise<void>;
}

/**
 * Which stored upload a file resumes: the user, target folder, path below it and the file's size
 * and modification time. A file selected again after a reload (same name, size and time) finds the
 * upload URL tus-js-client stored in localStorage, and goes on from the daemon's offset.
 */
export function uploadFingerprint(target: TusTarget): string {
  const user = getSession()?.username ?? '';
  return ['coffer-upload', user, target.dir, target.relativePath, target.size, target.lastModified].join(
    '\u0000',
  );
}

function baseName(relativePath: string): string {
  return relativePath.slice(relativePath.lastIndexOf('/') + 1);
}

/**
 * Tries again when the daemon could not answer (down, restarting, a 5xx, a lock held by tus) or
 * answered that storage is still starting after a restart; a refusal of the upload itself is final.
 */
export function shouldRetry(error: DetailedError): boolean {
  const response = error.originalResponse;
  if (!response) return true;
  const status = response.getStatus();
  if (status === 0 || status >= 500 || status === 409 || status === 423) return true;
  // A success status that failed as tus is not tus's answer: while its storage starts after a
  // restart, the daemon answers every file door with a C100425 envelope (a HEAD without its body).
  if (status < 300) return true;
  return response.getBody().includes(Code.storageStarting);
}

function optionsFor(target: TusTarget, callbacks?: TusCallbacks): UploadOptions {
  return {
    // Absolute, so the upload URLs the daemon answers resolve against the page's origin.
    endpoint: new URL(UPLOAD_TUS_PATH, globalThis.location.origin).href,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    onShouldRetry: (error) => shouldRetry(error),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: () => Promise.resolve(uploadFingerprint(target)),
    metadata: {
      filename: baseName(target.relativePath),
      dir: target.dir,
      relativePath: target.relativePath,
      action: target.action,
      // Epoch milliseconds: the daemon gives the landed file this modification time.
      mtime: String(target.lastModified),
    },
    // The token is read at each request: it is the session's, which outlives any one upload.
    onBeforeRequest: (request) => {
      const token = getSession()?.token;
      if (token) request.setHeader(TOKEN_FIELD, token);
      request.setHeader('Accept-Language', currentLanguage());
    },
    onProgress: callbacks ? (sent) => callbacks.onProgress(sent) : null,
    onSuccess: callbacks
      ? ({ lastResponse }) => callbacks.onSuccess(lastResponse.getHeader(UPLOAD_FINAL_PATH_HEADER) ?? null)
      : null,
    onError: callbacks ? (error) => callbacks.onError(failureOf(error)) : null,
  };
}

/** The daemon's envelope, when its answer carries one; else the status and the library's text. */
export function failureOf(error: Error | DetailedError): { code: string; message: string } {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { code?: unknown; message?: unknown };
      if (body && typeof body.message === 'string' && body.code !== undefined)
        return { code: String(body.code), message: body.message };
    } catch {
      // Not an envelope (a proxy's page, tus's own plain text): the status says enough.
    }
    return { code: String(response.getStatus()), message: response.getBody().slice(0, 300) || error.message };
  }
  return { code: 'network', message: '' };
}

/** Starts (or resumes, when an upload of the same file is stored) sending one file. */
export function startTusUpload(file: File, target: TusTarget, callbacks: TusCallbacks): TusHandle {
  const upload = new Upload(file, optionsFor(target, callbacks));
  let aborted = false;
  void upload.findPreviousUploads().then(
    (previous) => {
      if (aborted) return;
      const newest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (newest) upload.resumeFromPreviousUpload(newest);
      upload.start();
    },
    () => {
      if (!aborted) upload.start();
    },
  );
  return {
    abort: async (terminate) => {
      aborted = true;
      try {
        await upload.abort(terminate);
      } catch {
        // A termination the daemon refused or could not hear: its own clean-up drops the rest.
      }
    },
  };
}

/** Drops an upload of a file this page no longer has (a cancelled task restored after a reload). */
export async function forgetStoredUpload(target: TusTarget): Promise<void> {
  const storage = defaultOptions.urlStorage;
  const stored = await storage.findUploadsByFingerprint(uploadFingerprint(target)).catch(() => []);
  for (const previous of stored) {
    if (previous.uploadUrl)
      await Upload.terminate(previous.uploadUrl, optionsFor(target)).catch(() => undefined);
    await storage.removeUpload(previous.urlStorageKey).catch(() => undefined);
  }
}
