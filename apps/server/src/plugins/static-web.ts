import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createPageRenderer } from './page-render';

/** Vite's content-hashed output: a changed file gets a new name, so it can be cached for good. */
const HASHED = /[/\\]assets[/\\]/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: the brotli or gzip copy written at build time when the browser accepts
 * it (`Vary: Accept-Encoding`), hashed assets cached for a year, index.html revalidated on every
 * load, source maps only outside production, and index.html for client-side routes.
 */
export default fp(
  async function staticWeb(
    app: FastifyInstance,
    opts: { distDir: string; production: boolean; jwtSecret: Uint8Array },
  ) {
    const index = path.join(opts.distDir, 'index.html');
    if (!fs.existsSync(index)) {
      app.log.warn(`web build not found at ${opts.distDir}; run "npm run build" to serve the UI`);
      return;
    }
    // The server's render entry, built beside the web app (apps/web/dist-ssr, decision 0044).
    const pages = createPageRenderer({
      app,
      entryFile: path.join(path.dirname(opts.distDir), 'dist-ssr', 'entry-server.js'),
      indexFile: index,
      jwtSecret: opts.jwtSecret,
      log: app.log,
    });
    // The render entry (~0.8 MB) is read a moment after the server listens, not during start-up
    // and not by the first signed-in page.
    app.addHook('onListen', async () => {
      setTimeout(() => void pages.warm(), 1_000).unref();
    });
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // No route per built file (about a thousand with the compressed copies, ~50 ms of start-up):
      // the one route below serves them all through reply.sendFile.
      serve: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !(opts.production && pathName.endsWith('.map')),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', HASHED.test(filePath) ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath.toLowerCase().startsWith('/api')) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: `No route GET ${urlPath}` });
      }
      const notFound = () =>
        reply.status(404).send({ code: 'NOT_FOUND', message: `No file ${urlPath}` });
      if (opts.production && urlPath.endsWith('.map')) return notFound();
      const file = path.join(opts.distDir, urlPath);
      if (file.startsWith(opts.distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(opts.distDir, file));
      }
      // A missing hashed asset is a 404 (an old tab after a deploy), never index.html as script.
      if (HASHED.test(urlPath)) return notFound();
      // A page: its user's, rendered here when the session cookie allows, else the plain one.
      reply.header('vary', 'Accept-Encoding, Cookie');
      const page = await pages.render(request);
      if (!page) return reply.sendFile('index.html');
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .header('server-timing', page.timing)
        .status(page.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.body);
    });
  },
  { name: 'static-web' },
);
