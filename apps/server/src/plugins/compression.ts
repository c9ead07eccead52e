import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers of 1 KB or more (brotli at quality 4, else gzip) when the client accepts
 * it. Only `/api` routes: the web app's files are compressed at build time (static-web.ts), and an
 * answer that already has a Content-Encoding is never compressed again. WebSocket routes are left
 * alone (an upgrade has no body to compress). Request bodies are not decompressed.
 */
export default fp(async function compression(app: FastifyInstance) {
  // Runs before @fastify/compress's own onRoute hook, which honours `compress: false`.
  app.addHook('onRoute', (route) => {
    if (route.websocket || !route.url.toLowerCase().startsWith('/api')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
});
