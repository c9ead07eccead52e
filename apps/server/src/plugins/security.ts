import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { rateLimitStoreKind, type Env } from '../config/env';
import { databaseRateLimitStore, sweepRateLimits } from './database-rate-limit-store';

/**
 * Security headers, CORS and the rate limiter (applied per route, on the auth routes, and by
 * the write and upload limits), its counters shared by all instances on PostgreSQL.
 */
export default fp(
  async function security(app: FastifyInstance, opts: { env: Env }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'script-src': ["'self'", 'https://accounts.google.com', 'https://connect.facebook.net'],
          'frame-src': ["'self'", 'https://accounts.google.com', 'https://www.facebook.com'],
          'connect-src': ["'self'", 'https://accounts.google.com', 'https://graph.facebook.com'],
          'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(cors, {
      origin: opts.env.CORS_ORIGIN ? opts.env.CORS_ORIGIN.split(',').map((s) => s.trim()) : false,
      credentials: true,
    });
    // One store for every instance on PostgreSQL; PGlite (one process) counts in memory.
    const shared = rateLimitStoreKind(opts.env) === 'database';
    await app.register(rateLimit, {
      global: false,
      ...(shared ? { store: databaseRateLimitStore(app.db) } : {}),
    });
    if (shared) app.jobs.every('rate-limit-sweep', 10 * 60_000, () => sweepRateLimits(app.db));
  },
  { name: 'security', dependencies: ['jobs'] },
);
