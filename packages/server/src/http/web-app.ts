import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { BootFacts } from '@coffer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withBootFacts } from './web-index.js';

export const WEB_BASE = '/home/';

/**
 * Serves the built web app under /home/. Its page, at /home/ and at every history-mode route, carries
 * the boot facts, so the sign-in page needs no reads before it shows the device.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDir: string,
  bootFacts: () => BootFacts,
): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: WEB_BASE,
      wildcard: true,
      index: ['index.html'],
    });
  }
  // The app's page is never sent as a plain file: /home/ here (ahead of the files' wildcard route),
  // every other route by the not-found handler.
  app.get(WEB_BASE, (_request, reply) => app.sendWebIndex(reply));
  app.get('/', (_request, reply) => reply.redirect(WEB_BASE));
  app.get('/home', (_request, reply) => reply.redirect(WEB_BASE));
  // Read on each request: a rebuild while the daemon runs changes the files the page names, and
  // takes the page away for a moment.
  app.decorate('sendWebIndex', async (reply: FastifyReply) => {
    const page = built ? await readFile(indexFile, 'utf8').catch(() => null) : null;
    if (page === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built: run `npm run build`.');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withBootFacts(page, bootFacts()));
  });
}

/** A GET under /home/ that is not a file is a page route of the app. */
export function isWebRoute(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.url.startsWith(WEB_BASE);
}

declare module 'fastify' {
  interface FastifyInstance {
    sendWebIndex(reply: FastifyReply): Promise<FastifyReply>;
  }
}
