import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, hashedAssets, pickEncoding } from './hashed-assets';

const ASSETS = '/assets/';

/**
 * Serves the built web app: the brotli or gzip copy written at build time when the browser accepts
 * it (`Vary: Accept-Encoding`), hashed assets from memory and cached for a year (hashed-assets.ts),
 * index.html and the other files at the root from disk and revalidated on every load, source maps
 * only outside production, and index.html for client-side routes.
 */
export default fp(
  async function staticWeb(app: FastifyInstance, opts: { distDir: string; production: boolean }) {
    const index = path.join(opts.distDir, 'index.html');
    if (!fs.existsSync(index)) {
      app.log.warn(`web build not found at ${opts.distDir}; run "npm run build" to serve the UI`);
      return;
    }
    const assets = hashedAssets(path.join(opts.distDir, 'assets'));
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // No route per built file (about a thousand with the compressed copies, ~50 ms of start-up):
      // the one route below serves them all through reply.sendFile.
      serve: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply) => void reply.header('cache-control', 'no-cache'),
    });
    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath.toLowerCase().startsWith('/api')) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: `No route GET ${urlPath}` });
      }
      const notFound = () =>
        reply.status(404).send({ code: 'NOT_FOUND', message: `No file ${urlPath}` });
      if (opts.production && urlPath.endsWith('.map')) return notFound();
      if (urlPath.startsWith(ASSETS)) {
        // A missing hashed asset is a 404 (an old tab after a deploy), never index.html as script.
        const asset = await assets.get(urlPath.slice(ASSETS.length));
        if (!asset) return notFound();
        const { encoding, body } = pickEncoding(request.headers['accept-encoding'], asset);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .header('content-type', asset.type)
          .header('cache-control', IMMUTABLE)
          .header('vary', 'accept-encoding')
          .send(body);
      }
      const file = path.join(opts.distDir, urlPath);
      if (file.startsWith(opts.distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(opts.distDir, file));
      }
      // A client-side route: the app's one page (decision 0054).
      return reply.sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
