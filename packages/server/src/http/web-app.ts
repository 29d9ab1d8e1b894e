import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const WEB_BASE = '/home/';

/** Serves the built web app under /home/; history-mode routes fall back to its index.html. */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const built = existsSync(join(webDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: WEB_BASE,
      wildcard: true,
      index: ['index.html'],
    });
  }
  app.get('/', (_request, reply) => reply.redirect(WEB_BASE));
  app.get('/home', (_request, reply) => reply.redirect(WEB_BASE));
  app.decorate('sendWebIndex', (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built: run `npm run build`.'),
  );
}

/** A GET under /home/ that is not a file is a page route of the app. */
export function isWebRoute(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.url.startsWith(WEB_BASE);
}

declare module 'fastify' {
  interface FastifyInstance {
    sendWebIndex(reply: FastifyReply): FastifyReply;
  }
}
