import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the provider received: its path and JSON body. */
export interface ProviderRequest {
  path: string;
  body: Record<string, unknown>;
}

/** An answer: HTTP status and body; `hang` never answers (a provider that stopped responding). */
export type ProviderReply = { status: number; body: unknown } | 'hang';

export interface FakeProvider {
  url: string;
  seen: ProviderRequest[];
  /** What the next requests to `path` get; the default is a success. */
  answer(path: string, reply: (request: ProviderRequest) => ProviderReply): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the provider's cloud service at the test boundary: a real HTTP server on a
 * loopback port, so the daemon's own fetch, timeout and answer reading are what is tested.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  const seen: ProviderRequest[] = [];
  const replies = new Map<string, (request: ProviderRequest) => ProviderReply>();
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const received: ProviderRequest = {
        path: request.url ?? '',
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      seen.push(received);
      const reply = replies.get(received.path)?.(received) ?? { status: 404, body: { success: false } };
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer(path, reply) {
      replies.set(path, reply);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
