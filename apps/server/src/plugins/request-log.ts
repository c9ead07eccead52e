import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { redactRequest } from '../config/logger';

/**
 * One log line per request at info (method, path, status, time); the request's own details only at
 * debug. Fastify's two built-in lines per request are turned off in buildApp.
 */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const line = `${request.method} ${redactRequest(request).url as string} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
      if (reply.statusCode >= 500) request.log.error(line);
      else request.log.info(line);
    });
  },
  { name: 'request-log' },
);
