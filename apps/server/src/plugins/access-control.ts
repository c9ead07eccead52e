import type { Capability } from '@pb/core';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * What a route needs. Every route under /api must declare one in `config.access`; registering a
 * route without it fails at start-up, so nothing is reachable by omission.
 */
export type Access =
  | 'public'
  | 'authenticated'
  | { capability: Capability }
  | { anyOf: readonly Capability[] }
  /** By role name, where the spec names roles rather than capabilities (the contract fix screen). */
  | { roles: readonly string[] };

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roleName: string;
  capabilities: Capability[];
  /** The session (refresh-token family) the access token belongs to. */
  sessionId?: string;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /**
   * The route's schemas (zod), as declared: the request's read by the route fuzz test, the
   * answers' (by status) by the response serializer's test.
   */
  schema: {
    body?: unknown;
    params?: unknown;
    querystring?: unknown;
    response?: Record<string, unknown>;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access (read by the authorization walk test). */
    registeredRoutes: RegisteredRoute[];
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthUser | null>;

export function allows(
  access: Access,
  user: AuthUser | null,
): 'ok' | 'unauthenticated' | 'forbidden' {
  if (access === 'public') return 'ok';
  if (!user) return 'unauthenticated';
  if (access === 'authenticated') return 'ok';
  if ('roles' in access) return access.roles.includes(user.roleName) ? 'ok' : 'forbidden';
  const needed = 'capability' in access ? [access.capability] : access.anyOf;
  return needed.some((c) => user.capabilities.includes(c)) ? 'ok' : 'forbidden';
}

const OPEN_PREFIXES = ['/api/docs'];

export default fp(
  async function accessControl(app: FastifyInstance, opts: { authenticate: Authenticate }) {
    app.decorate('registeredRoutes', [] as RegisteredRoute[]);
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.toLowerCase().startsWith('/api')) return;
      if (OPEN_PREFIXES.some((p) => route.url.startsWith(p))) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        const { body, params, querystring, response } = route.schema ?? {};
        app.registeredRoutes.push({
          method,
          url: route.url,
          access,
          schema: { body, params, querystring, response: response as Record<string, unknown> },
        });
      }
    });

    // onRequest runs before body parsing and validation: an anonymous caller learns nothing.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      request.user = await opts.authenticate(request);
      const verdict = allows(access, request.user);
      if (verdict === 'unauthenticated')
        throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      if (verdict === 'forbidden')
        throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    });
  },
  { name: 'access-control' },
);
