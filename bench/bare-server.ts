/**
 * The benchmark's peer: a bare Fastify server with one POST route that answers a small JSON
 * envelope, using Fastify's own JSON body parsing and no logging. GET /healthcheck tells it is up.
 *
 *   node --import tsx bench/bare-server.ts --port N
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { okEnvelope } from '@coffer/contract';

const BARE_PATH = '/bare';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: bare-server.ts --port N');

const app = Fastify({ logger: false });
app.post<{ Body: { token?: string } }>(BARE_PATH, async (request) =>
  okEnvelope({ username: 'owner', token: typeof request.body?.token === 'string' }),
);
app.get('/healthcheck', async () => okEnvelope({ status: 'ok' }));

await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
