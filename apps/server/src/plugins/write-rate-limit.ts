import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Limits writes per signed-in user (not per address: a whole office shares one), so one account
 * cannot flood the database or the disk. Runs after access control has identified the user;
 * anonymous writes (sign-in, refresh) have their own limits on their routes.
 */
export default fp(
  async function writeRateLimit(app: FastifyInstance, opts: { perMinute: number }) {
    const limiter = app.createRateLimit({
      max: opts.perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `writes:${request.user?.id ?? request.ip}`,
    });
    app.addHook('onRequest', async (request) => {
      if (!WRITES.has(request.method) || !request.user) return;
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded)
        throw new AppError(
          'RATE_LIMITED',
          'You are saving too quickly. Wait a minute and try again.',
        );
    });
  },
  { name: 'write-rate-limit', dependencies: ['access-control', 'security'] },
);
