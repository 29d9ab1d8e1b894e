/**
 * Counts the JavaScript a page has downloaded: every finished response that is a script, with its
 * body gzipped here (zlib, level 9), so the figure does not depend on whether or how the server
 * compresses.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export interface JsFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface JsDownload {
  /** The JavaScript finished so far, in the order it finished. */
  snapshot(): Promise<JsFile[]>;
}

function isJavaScript(request: Request, contentType: string): boolean {
  return /javascript|ecmascript/.test(contentType) || new URL(request.url()).pathname.endsWith('.js');
}

export function meterJs(page: Page): JsDownload {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  return {
    async snapshot() {
      const files: JsFile[] = [];
      for (const request of [...finished]) {
        const response = await request.response();
        if (!response || !isJavaScript(request, (await response.allHeaders())['content-type'] ?? '')) {
          continue;
        }
        const body = await response.body();
        files.push({
          path: new URL(request.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        });
      }
      return files;
    },
  };
}

export function gzipTotal(files: readonly JsFile[]): number {
  return files.reduce((sum, file) => sum + file.gzipBytes, 0);
}
