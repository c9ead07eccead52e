import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_MESSAGES } from '@pb/core';
import { AppError } from '../errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `estimate`: a POST that computes an answer from its body and saves nothing (production and
     * price estimates). It counts under the estimate limit with its own message, not the writes'.
     */
    countsAs?: 'estimate';
  }
}

/**
 * Limits writes per signed-in user (not per address: a whole office shares one), so one account
 * cannot flood the database or the disk. Runs after access control has identified the user;
 * anonymous writes (sign-in, refresh) have their own limits on their routes. Estimates are not
 * saves: they have their own budget and say so when it runs out (issue 33).
 */
export default fp(
  async function writeRateLimit(
    app: FastifyInstance,
    opts: { perMinute: number; estimatesPerMinute: number },
  ) {
    const writes = app.createRateLimit({
      max: opts.perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `writes:${request.user?.id ?? request.ip}`,
    });
    const estimates = app.createRateLimit({
      max: opts.estimatesPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `estimates:${request.user?.id ?? request.ip}`,
    });
    app.addHook('onRequest', async (request) => {
      if (!WRITES.has(request.method) || !request.user) return;
      const isEstimate = request.routeOptions.config.countsAs === 'estimate';
      const limit = await (isEstimate ? estimates : writes)(request);
      if (!limit.isAllowed && limit.isExceeded)
        throw new AppError(
          'RATE_LIMITED',
          isEstimate ? PLATFORM_MESSAGES.estimatingTooQuickly : PLATFORM_MESSAGES.savingTooQuickly,
        );
    });
  },
  { name: 'write-rate-limit', dependencies: ['access-control', 'security'] },
);
