import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app and falls back to index.html for client-side routes. */
export default fp(
  async function staticWeb(app: FastifyInstance, opts: { distDir: string }) {
    const index = path.join(opts.distDir, 'index.html');
    if (!fs.existsSync(index)) {
      app.log.warn(`web build not found at ${opts.distDir}; run "npm run build" to serve the UI`);
      return;
    }
    await app.register(fastifyStatic, { root: opts.distDir, wildcard: false, index: false });
    app.get('/*', (request, reply) => {
      if (request.url.toLowerCase().startsWith('/api')) {
        return reply
          .status(404)
          .send({ code: 'NOT_FOUND', message: `No route GET ${request.url.split('?')[0]}` });
      }
      const file = path.join(opts.distDir, request.url.split('?')[0] ?? '/');
      if (file.startsWith(opts.distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(opts.distDir, file));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
