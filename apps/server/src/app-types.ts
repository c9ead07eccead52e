import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Db } from './db/client';
import type { Integrations } from './integrations/integrations';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
    integrations: Integrations;
    /** Set by server.ts on SIGTERM: readiness answers 503 while in-flight requests finish. */
    lifecycle: { draining: boolean };
  }
}

/** The Fastify instance every route module receives (zod type provider). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
