/**
 * The tus 1.0 requests the page's upload manager makes (creation, HEAD, PATCH, DELETE), over raw
 * HTTP with the session token in the `token` header, for tests and benchmarks.
 */
export interface UploadMeta {
  filename: string;
  dir: string;
  relativePath?: string;
  action?: 'keep' | 'overwrite' | 'skip';
  mtime?: number;
}

const TUS = { 'tus-resumable': '1.0.0' };
export const TUS_PATH = '/v2/file/upload/';

export function encodeMetadata(meta: UploadMeta | Record<string, string>): string {
  return Object.entries(meta)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',');
}

export interface TusAnswer {
  status: number;
  headers: Headers;
  body: string;
}

async function answer(response: Response): Promise<TusAnswer> {
  return { status: response.status, headers: response.headers, body: await response.text() };
}

export function tusClient(baseURL: string, token: string) {
  const headers = { ...TUS, token };
  return {
    async create(meta: UploadMeta | Record<string, string>, length: number): Promise<TusAnswer> {
      return answer(
        await fetch(`${baseURL}${TUS_PATH}`, {
          method: 'POST',
          headers: { ...headers, 'upload-length': String(length), 'upload-metadata': encodeMetadata(meta) },
        }),
      );
    },
    /** The upload's URL from a creation answer's Location. */
    urlOf(created: TusAnswer): string {
      const location = created.headers.get('location');
      if (!location) throw new Error(`no Location: ${created.status} ${created.body}`);
      return new URL(location, baseURL).toString();
    },
    async offset(url: string): Promise<TusAnswer> {
      return answer(await fetch(url, { method: 'HEAD', headers }));
    },
    async patch(
      url: string,
      offset: number,
      body: Uint8Array | ReadableStream<Uint8Array>,
      signal?: AbortSignal,
    ) {
      return answer(
        await fetch(url, {
          method: 'PATCH',
          headers: {
            ...headers,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body,
          signal,
          ...(body instanceof Uint8Array ? {} : { duplex: 'half' }),
        } as RequestInit),
      );
    },
    async terminate(url: string): Promise<TusAnswer> {
      return answer(await fetch(url, { method: 'DELETE', headers }));
    },
  };
}

export type TusClient = ReturnType<typeof tusClient>;
