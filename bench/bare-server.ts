/**
 * The benchmark's peer: a bare Fastify server with one POST route, using Fastify's own JSON body
 * parsing and no logging. It answers the JSON given in `BARE_ANSWER` (the real call's answer, so
 * both sides serialize and send the same data and only the daemon's own work differs), or a small
 * envelope. GET /healthcheck tells it is up.
 *
 *   BARE_ANSWER='{"success":true,…}' node --import tsx bench/bare-server.ts --port N
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { okEnvelope } from '@coffer/contract';

const BARE_PATH = '/bare';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: bare-server.ts --port N');

const answer: unknown = process.env.BARE_ANSWER ? JSON.parse(process.env.BARE_ANSWER) : undefined;

const app = Fastify({ logger: false });
app.post<{ Body: { token?: string } }>(
  BARE_PATH,
  async (request) =>
    answer ?? okEnvelope({ username: 'owner', token: typeof request.body?.token === 'string' }),
);
app.get('/healthcheck', async () => okEnvelope({ status: 'ok' }));

await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
